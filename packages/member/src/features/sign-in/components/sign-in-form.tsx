import { OTP_LENGTH } from '@countertop/api';
import type { RequestOf, ResponseOf, sendOtp as sendOtpEndpoint } from '@countertop/api';
import { useSendOtp, useVerifyMemberOtp } from '@countertop/api/react';
import {
  randomUuid,
  SIGN_IN_TEXT,
  useResendCountdown,
  useSessionStore,
  validateEmail,
  webDevice,
} from '@countertop/app-kit';
import { Button, Form, TextField, toast } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { TEXT } from '@/config/constants';

type SendResult = ResponseOf<typeof sendOtpEndpoint>;

// Both calls say what happened themselves, so the client's generic toasts are off.
const quiet = { successToast: false, errorToast: false } as const;

/**
 * Sign-in in two steps, as in the back office but for members: 'Email' and 'Send code', then
 * 'Code' and 'Verify', with a resend that waits out the server's 30 seconds. The first sign-in of
 * an e-mail creates the member. In demo mode the server returns the code and it is filled in.
 */
export function SignInForm() {
  const session = useSessionStore();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const countdown = useResendCountdown();
  const sendCode = useSendOtp({ requestOptions: { successToast: false } });
  const resendCode = useSendOtp({ requestOptions: quiet });
  const verify = useVerifyMemberOtp({ requestOptions: quiet });

  function sendInput(): RequestOf<typeof sendOtpEndpoint> | undefined {
    const error = validateEmail(email);
    setEmailError(error);
    return error ? undefined : { userType: 'C', user: { email: email.trim() } };
  }

  /** A 200 answer may still carry `err`: that is a failure to show. */
  function codeSent(result: SendResult): boolean {
    if (result.err) {
      setProblem(result.err);
      return false;
    }
    if (result.otp) setCode(result.otp.slice(0, OTP_LENGTH));
    setCodeError(undefined);
    countdown.restart();
    return true;
  }

  function send() {
    const input = sendInput();
    if (!input) return;
    setProblem(undefined);
    sendCode.mutate(input, {
      onSuccess: (result) => {
        if (!codeSent(result)) return;
        toast.success(result.message);
        setStep('code');
      },
      onError: (error) => setProblem(error.message),
    });
  }

  function resend() {
    const input = sendInput();
    if (!input) return;
    resendCode.mutate(input, {
      onSuccess: (result) => {
        if (codeSent(result)) toast.success(result.message || TEXT.codeResent);
      },
      onError: (error) => toast.error(error.serverMessage ?? TEXT.codeResendFailed),
    });
  }

  function verifyCode() {
    if (!code.trim()) {
      setCodeError(SIGN_IN_TEXT.otpRequired);
      return;
    }
    setProblem(undefined);
    const device = webDevice({ userAgent: navigator.userAgent, uuid: randomUuid() });
    verify.mutate(
      { userType: 'C', client: 'Web', user: { email: email.trim(), otp: Number.parseInt(code, 10), device } },
      {
        // Storing the session sends the sign-in route on to the pass.
        onSuccess: ({ token, data }) => {
          session.signIn(token, data);
          toast.success(TEXT.signedIn);
        },
        onError: (error) => {
          setProblem(error.message);
          toast.error(TEXT.signInFailed);
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendCode.isPending || verify.isPending) return;
    if (step === 'email') send();
    else verifyCode();
  }

  return (
    // aria validation: the app's own messages replace the browser's bubbles for type="email".
    <Form validationBehavior="aria" onSubmit={onSubmit}>
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
        isReadOnly={step === 'code'}
      />
      {step === 'code' && (
        <TextField
          label="Code"
          description="The 6-digit code we e-mailed you"
          value={code}
          onChange={(value) => {
            // Codes are digits only; anything pasted around them is dropped.
            setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            setCodeError(undefined);
          }}
          maxLength={OTP_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          isInvalid={Boolean(codeError)}
          errorMessage={codeError}
        />
      )}
      {/* No isPending: the button leaves the page on success before RAC's pending announcement
          ends, leaving a nameless live region behind (as in the back office's login). */}
      <Button type="submit" variant="primary">
        {step === 'email' ? 'Send code' : 'Verify'}
      </Button>
      {step === 'code' && (
        <>
          <Button
            variant="secondary"
            onPress={resend}
            isDisabled={countdown.isCounting || resendCode.isPending}
          >
            {countdown.isCounting ? `Resend code in ${countdown.remaining}s` : 'Resend code'}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setStep('email');
              setCode('');
              setProblem(undefined);
            }}
          >
            Use another email
          </Button>
        </>
      )}
      <div role="alert">{problem}</div>
    </Form>
  );
}
