import { OTP_LENGTH } from '@countertop/api';
import type { ApiError, RequestOf, ResponseOf, SignedInMember, SignedInUser, sendOtp } from '@countertop/api';
import { useSendOtp } from '@countertop/api/react';
import { toast } from '@countertop/ui/Toaster';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSessionStore } from '../session/use-session.js';
import { SIGN_IN_TEXT } from './texts.js';
import { useResendCountdown } from './use-resend-countdown.js';
import { validateEmail } from './validate-email.js';

type SendOtpRequest = RequestOf<typeof sendOtp>;
type SendOtpAnswer = ResponseOf<typeof sendOtp>;

/** What the screen's verify call reports back (its mutation's callbacks take these). */
export interface VerifyCallbacks {
  onSuccess(answer: { token: string; data: SignedInUser | SignedInMember }): void;
  onError(error: ApiError): void;
}

export interface CodeSignInOptions {
  /**
   * The loginotp payload for the trimmed e-mail, or undefined after the screen has shown why its
   * own fields do not do (it is asked even when the e-mail is wrong, so every message shows at once).
   */
  sendRequest(email: string): SendOtpRequest | undefined;
  /**
   * Sends verifyloginotp for the trimmed e-mail and the code as typed, through the screen's own mutation
   * (its generic toasts off), handing it `callbacks`.
   */
  verify(form: { email: string; code: string }, callbacks: VerifyCallbacks): void;
  /** Whether that mutation is under way: a busy form ignores a second submit. */
  isVerifying: boolean;
  /**
   * The screen's own words for what the toasts say, and for an empty code (default: the spec's
   * `SIGN_IN_TEXT.codeRequired`).
   */
  texts: {
    resent: string;
    resendFailed: string;
    signedIn: string;
    signInFailed: string;
    codeRequired?: string;
  };
  /**
   * Rewords every text of the server's that the screen shows (answers, refusals); the back office
   * shows them as sent, the member app in its members' words.
   */
  reword?: (serverText: string) => string;
  /** A send that the server refused with `err` is always shown in the alert; toasted too when true. */
  toastRefusal?: boolean;
  /** The e-mail the field starts with, e.g. the one just registered. */
  initialEmail?: string;
}

// The screen says what a send did in its own words: no generic success toast for Send, and no
// generic toast at all for Resend (its failure has a text of its own).
const quiet = { successToast: false, errorToast: false } as const;

/**
 * The two steps of signing in with an e-mailed code, shared by every app's sign-in screen: the
 * e-mail and Send, then the code with Verify and a Resend that waits out the server's 30 seconds.
 * In demo mode the server returns the code and it is filled in. A 200 answer may still carry
 * `err` (docs/product/front-desk.md §7): that is a failure to show. Verifying stores the session;
 * each app's sign-in route then moves on. The screen keeps its labels and its own fields, and
 * spreads `emailField` and `codeField` on its TextFields.
 */
export function useCodeSignIn({
  sendRequest,
  verify,
  isVerifying,
  texts,
  toastRefusal = false,
  initialEmail = '',
  reword = (serverText) => serverText,
}: CodeSignInOptions) {
  const session = useSessionStore();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string>();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const countdown = useResendCountdown();
  const sendCode = useSendOtp({ requestOptions: { successToast: false } });
  const resendCode = useSendOtp({ requestOptions: quiet });

  /** Checks the e-mail and the screen's own fields; the payload, or undefined after showing why not. */
  function checkedSendRequest(): SendOtpRequest | undefined {
    const error = validateEmail(email);
    setEmailError(error);
    const request = sendRequest(email.trim());
    return error ? undefined : request;
  }

  function codeSent(answer: SendOtpAnswer): boolean {
    if (answer.err) {
      const refusal = reword(answer.err);
      if (toastRefusal) toast.error(refusal);
      setProblem(refusal);
      return false;
    }
    if (answer.otp) setCode(answer.otp.slice(0, OTP_LENGTH));
    setCodeError(undefined);
    countdown.restart();
    return true;
  }

  function send() {
    const request = checkedSendRequest();
    if (!request) return;
    setProblem(undefined);
    sendCode.mutate(request, {
      onSuccess: (answer) => {
        if (!codeSent(answer)) return;
        toast.success(reword(answer.message));
        setStep('code');
      },
      onError: (error) => setProblem(reword(error.message)),
    });
  }

  function resend() {
    const request = checkedSendRequest();
    if (!request) return;
    resendCode.mutate(request, {
      onSuccess: (answer) => {
        if (codeSent(answer)) toast.success(answer.message ? reword(answer.message) : texts.resent);
      },
      onError: (error) => toast.error(error.serverMessage ? reword(error.serverMessage) : texts.resendFailed),
    });
  }

  function verifyCode() {
    if (!code.trim()) {
      setCodeError(texts.codeRequired ?? SIGN_IN_TEXT.codeRequired);
      return;
    }
    const emailProblem = validateEmail(email);
    if (emailProblem) {
      setEmailError(emailProblem);
      return;
    }
    setProblem(undefined);
    verify(
      { email: email.trim(), code },
      {
        onSuccess: ({ token, data }) => {
          session.signIn(token, data);
          toast.success(texts.signedIn);
        },
        onError: (error) => {
          setProblem(reword(error.message));
          toast.error(texts.signInFailed);
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendCode.isPending || isVerifying) return;
    if (step === 'email') send();
    else verifyCode();
  }

  return {
    step,
    /** What went wrong with the last send or verify, for the form's alert. */
    problem,
    onSubmit,
    /** Back to the first step with another e-mail. */
    changeEmail: () => {
      setStep('email');
      setCode('');
      setProblem(undefined);
    },
    emailField: {
      type: 'email',
      value: email,
      onChange: (value: string) => {
        setEmail(value);
        setEmailError(undefined);
      },
      onBlur: () => setEmailError(validateEmail(email)),
      isInvalid: Boolean(emailError),
      errorMessage: emailError,
      autoComplete: 'email',
      inputMode: 'email',
    },
    codeField: {
      value: code,
      onChange: (value: string) => {
        // Codes are digits only; anything pasted around them is dropped.
        setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
        setCodeError(undefined);
      },
      maxLength: OTP_LENGTH,
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      isInvalid: Boolean(codeError),
      errorMessage: codeError,
    },
    /** Seconds until Resend may be pressed again; 0 when it may. */
    resendSeconds: countdown.remaining,
    resendButton: { onPress: resend, isDisabled: countdown.isCounting || resendCode.isPending },
  } as const;
}
