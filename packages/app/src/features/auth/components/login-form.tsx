import type { BackOfficeUserType, RequestOf, ResponseOf, sendOtp as sendOtpEndpoint } from '@countertop/api';
import {
  randomUuid,
  SIGN_IN_TEXT,
  useResendCountdown,
  useSession,
  useSessionStore,
  validateEmail,
} from '@countertop/app-kit';
import { useSendOtp, useVerifyOtp } from '@countertop/api/react';
import { Button, Form, Radio, RadioGroup, TextField, toast } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { OTP_LENGTH } from '@countertop/api';
import { TEXT } from '@/config/constants';
import { buildVerifyRequest } from '../utils/build-verify-request';

type SendOtpInput = RequestOf<typeof sendOtpEndpoint>;
type SendOtpResult = ResponseOf<typeof sendOtpEndpoint>;

// Both calls say what happened themselves (the spec's own texts), so the generic toasts are off.
const quiet = { successToast: false, errorToast: false } as const;

/**
 * Sign-in in two steps (docs/product/front-desk.md §2, §4): user type, handle and e-mail, then Send OTP; the OTP
 * field then appears with Verify OTP and a Resend OTP that waits out a 30-second countdown.
 */
export function LoginForm() {
  const { store } = useSession();
  const session = useSessionStore();
  const [userType, setUserType] = useState<BackOfficeUserType>('B');
  const [handle, setHandle] = useState('');
  const [handleError, setHandleError] = useState<string>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [loginError, setLoginError] = useState<string>();
  const countdown = useResendCountdown();
  const sendOtp = useSendOtp({ requestOptions: { successToast: false } });
  const resendOtp = useSendOtp({ requestOptions: quiet });
  const verifyOtp = useVerifyOtp({ requestOptions: quiet });

  /** Checks e-mail and handle; returns the loginotp payload, or undefined after showing why not. */
  function sendOtpInput(): SendOtpInput | undefined {
    const nextEmailError = validateEmail(email);
    const nextHandleError = userType === 'S' && !handle.trim() ? TEXT.handleRequired : undefined;
    setEmailError(nextEmailError);
    setHandleError(nextHandleError);
    if (nextEmailError || nextHandleError) return undefined;
    return {
      userType,
      user: { email: email.trim(), ...(userType === 'S' ? { userName: handle.trim() } : {}) },
    };
  }

  /** A 200 answer may still carry `err` (docs/product/front-desk.md §7): that is a failure to show. */
  function codeSent(result: SendOtpResult): boolean {
    if (result.err) {
      toast.error(result.err);
      setLoginError(result.err);
      return false;
    }
    if (result.otp) setOtp(result.otp.slice(0, OTP_LENGTH));
    setOtpError(undefined);
    countdown.restart();
    return true;
  }

  function send() {
    const input = sendOtpInput();
    if (!input) return;
    setLoginError(undefined);
    sendOtp.mutate(input, {
      onSuccess: (result) => {
        if (!codeSent(result)) return;
        toast.success(result.message);
        setStep('otp');
      },
      onError: (error) => setLoginError(error.message),
    });
  }

  function resend() {
    const input = sendOtpInput();
    if (!input) return;
    resendOtp.mutate(input, {
      onSuccess: (result) => {
        if (codeSent(result)) toast.success(result.message || TEXT.otpResent);
      },
      onError: (error) => toast.error(error.serverMessage ?? TEXT.otpResendFailed),
    });
  }

  function verify() {
    if (!otp.trim()) {
      setOtpError(SIGN_IN_TEXT.otpRequired);
      return;
    }
    const emailProblem = validateEmail(email);
    if (emailProblem) {
      setEmailError(emailProblem);
      return;
    }
    setLoginError(undefined);
    const input = buildVerifyRequest({ userType, email, businessHandle: handle, otp }, store, {
      userAgent: navigator.userAgent,
      uuid: randomUuid(),
    });
    verifyOtp.mutate(input, {
      onSuccess: ({ token, data }) => {
        // Storing the session opens the store and counter dialog (see the login route).
        session.signIn(token, data);
        toast.success(TEXT.loggedIn);
      },
      onError: (error) => {
        setLoginError(error.message);
        toast.error(TEXT.loginFailed);
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendOtp.isPending || verifyOtp.isPending) return;
    if (step === 'email') send();
    else verify();
  }

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
    <Form validationBehavior="aria" onSubmit={onSubmit}>
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

      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailError(undefined);
        }}
        onBlur={() => setEmailError(validateEmail(email))}
        isInvalid={Boolean(emailError)}
        errorMessage={emailError}
        autoComplete="email"
        inputMode="email"
      />

      {step === 'otp' && (
        <TextField
          label="OTP"
          value={otp}
          onChange={(value) => {
            // Codes are digits only; anything pasted around them is dropped.
            setOtp(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            setOtpError(undefined);
          }}
          maxLength={OTP_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          isInvalid={Boolean(otpError)}
          errorMessage={otpError}
        />
      )}

      {/* No isPending here: RAC announces a pending button by its id, and these buttons leave the
          page (sign-in navigates away) before that announcement expires, leaving a nameless live
          region behind. The 'Processing...' toast shows the wait instead, and a busy form ignores
          a second submit. */}
      <Button type="submit" variant="primary">
        {step === 'email' ? 'Send OTP' : 'Verify OTP'}
      </Button>

      {step === 'otp' && (
        <Button variant="secondary" onPress={resend} isDisabled={countdown.isCounting || resendOtp.isPending}>
          {countdown.isCounting ? `Resend OTP in ${countdown.remaining}s` : 'Resend OTP'}
        </Button>
      )}

      <div role="alert">{loginError}</div>
    </Form>
  );
}
