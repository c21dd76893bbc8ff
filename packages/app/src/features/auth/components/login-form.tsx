import type { BackOfficeUserType } from '@countertop/api';
import { randomUuid, useCodeSignIn, useSession } from '@countertop/app-kit';
import { useVerifyOtp } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Form } from '@countertop/ui/Form';
import { Notice } from '@countertop/ui/Notice';
import { Radio, RadioGroup } from '@countertop/ui/RadioGroup';
import { TextField } from '@countertop/ui/TextField';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { buildVerifyRequest } from '../utils/build-verify-request';

/** The e-mail /register hands over after a registration (issue 23), or none. */
function registeredEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return undefined;
  const { registeredEmail: email } = state as { registeredEmail: unknown };
  return typeof email === 'string' ? email : undefined;
}

/**
 * Sign-in in two steps (docs/product/front-desk.md §2, §4; app-kit's useCodeSignIn): user type,
 * handle and e-mail, then Send OTP; the OTP field then appears with Verify OTP and a Resend OTP
 * that waits out a 30-second countdown. Storing the session opens the store and counter dialog
 * (see the login route).
 */
export function LoginForm() {
  const { store } = useSession();
  const { state } = useLocation();
  const [userType, setUserType] = useState<BackOfficeUserType>('B');
  const [handle, setHandle] = useState('');
  const [handleError, setHandleError] = useState<string>();
  // The spec's own texts say what happened, so the generic toasts are off.
  const verifyCode = useVerifyOtp({ requestOptions: { successToast: false, errorToast: false } });
  const signIn = useCodeSignIn({
    /** Checks the handle; returns the loginotp payload, or undefined after showing why not. */
    sendRequest: (email) => {
      const nextHandleError = userType === 'S' && !handle.trim() ? TEXT.handleRequired : undefined;
      setHandleError(nextHandleError);
      if (nextHandleError) return undefined;
      return { userType, user: { email, ...(userType === 'S' ? { userName: handle.trim() } : {}) } };
    },
    verify: ({ email, code }, callbacks) => {
      const environment = { userAgent: navigator.userAgent, uuid: randomUuid() };
      verifyCode.mutate(
        buildVerifyRequest({ userType, email, businessHandle: handle, code }, store, environment),
        callbacks,
      );
    },
    isVerifying: verifyCode.isPending,
    initialEmail: registeredEmail(state),
    texts: {
      resent: TEXT.codeResent,
      resendFailed: TEXT.codeResendFailed,
      signedIn: TEXT.loggedIn,
      signInFailed: TEXT.loginFailed,
    },
    toastRefusal: true,
  });

  function changeUserType(value: string) {
    const next: BackOfficeUserType = value === 'S' ? 'S' : 'B';
    setUserType(next);
    if (next === 'B') {
      // docs/product/front-desk.md §2: switching back to Owner clears the handle.
      setHandle('');
      setHandleError(undefined);
    }
  }

  return (
    // aria validation: the spec's own messages replace the browser's bubbles for type="email".
    <Form validationBehavior="aria" onSubmit={signIn.onSubmit}>
      <RadioGroup label="User type" value={userType} onChange={changeUserType} orientation="horizontal">
        <Radio value="B">Owner</Radio>
        <Radio value="S">Staff</Radio>
      </RadioGroup>

      {userType === 'S' && (
        <TextField
          label="Business Handle"
          description="Your business's handle, for example @harbourlane"
          value={handle}
          onChange={(value) => {
            setHandle(value);
            setHandleError(undefined);
          }}
          isInvalid={Boolean(handleError)}
          errorMessage={handleError}
          autoComplete="organization"
          spellCheck="false"
        />
      )}

      <TextField label="Email" {...signIn.emailField} />

      {signIn.step === 'code' && <TextField label="OTP" {...signIn.codeField} />}

      {/* No isPending here: RAC announces a pending button by its id, and these buttons leave the
          page (sign-in navigates away) before that announcement expires, leaving a nameless live
          region behind. The 'Processing...' toast shows the wait instead, and a busy form ignores
          a second submit. */}
      <Button type="submit" variant="primary">
        {signIn.step === 'email' ? 'Send OTP' : 'Verify OTP'}
      </Button>

      {signIn.step === 'code' && (
        <Button variant="secondary" {...signIn.resendButton}>
          {signIn.resendSeconds > 0 ? `Resend OTP in ${signIn.resendSeconds}s` : 'Resend OTP'}
        </Button>
      )}

      {signIn.problem && (
        <Notice tone="danger" role="alert">
          {signIn.problem}
        </Notice>
      )}
    </Form>
  );
}
