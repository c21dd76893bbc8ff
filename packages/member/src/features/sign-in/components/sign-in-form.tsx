import { REFERRAL_LINK_PARAM } from '@countertop/api';
import { useVerifyMemberOtp } from '@countertop/api/react';
import { randomUuid, useCodeSignIn, webDevice } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Form } from '@countertop/ui/Form';
import { Notice } from '@countertop/ui/Notice';
import { TextField } from '@countertop/ui/TextField';
import { toast } from '@countertop/ui/Toaster';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { inPlainWords } from '../utils/in-plain-words';
import { referralCodeProblem } from '../utils/referral-code';

/**
 * Sign-in in two steps, as in the back office but for members (app-kit's useCodeSignIn): 'Email'
 * and 'Send code', then 'Code' and 'Verify', with a resend that waits out the server's 30 seconds.
 * The first sign-in of an e-mail creates the member. In demo mode the server returns the code and
 * it is filled in. Storing the session sends the sign-in route on to the pass. Every text speaks of
 * a code, never of an 'OTP' (the server's texts too, reworded). A friend's invite link carries
 * their referral code (`?ref=`): it fills in `Referral code`, which is sent with the code; a member
 * without a link may open the field themselves. What became of it is toasted (issue 20).
 */
export function SignInForm() {
  const verifyCode = useVerifyMemberOtp({ requestOptions: { successToast: false, errorToast: false } });
  const { search } = useLocation();
  const [referralCode, setReferralCode] = useState(
    () => new URLSearchParams(search).get(REFERRAL_LINK_PARAM)?.trim() ?? '',
  );
  const [referralError, setReferralError] = useState<string>();
  const [showsReferral, setShowsReferral] = useState(referralCode !== '');
  const signIn = useCodeSignIn({
    sendRequest: (email) => ({ userType: 'C', user: { email } }),
    verify: ({ email, code }, callbacks) => {
      const problem = referralCodeProblem(referralCode);
      setReferralError(problem);
      if (problem) return;
      const device = webDevice({ userAgent: navigator.userAgent, uuid: randomUuid() });
      verifyCode.mutate(
        {
          userType: 'C',
          client: 'Web',
          user: { email, otp: Number.parseInt(code, 10), device },
          ...(referralCode.trim() ? { referralCode } : {}),
        },
        {
          onSuccess: (answer) => {
            callbacks.onSuccess(answer);
            if (answer.referral?.status === 'Recorded') toast.success(answer.referral.message);
            else if (answer.referral) toast.info(answer.referral.message);
          },
          onError: callbacks.onError,
        },
      );
    },
    isVerifying: verifyCode.isPending,
    texts: {
      resent: TEXT.codeResent,
      resendFailed: TEXT.codeResendFailed,
      signedIn: TEXT.signedIn,
      signInFailed: TEXT.signInFailed,
      codeRequired: TEXT.codeRequired,
    },
    reword: inPlainWords,
  });

  return (
    // aria validation: the app's own messages replace the browser's bubbles for type="email".
    <Form validationBehavior="aria" onSubmit={signIn.onSubmit}>
      <TextField label="Email" {...signIn.emailField} isReadOnly={signIn.step === 'code'} />
      {signIn.step === 'code' && (
        <TextField label="Code" description="The 6-digit code we e-mailed you" {...signIn.codeField} />
      )}
      {showsReferral && (
        <TextField
          label="Referral code"
          description="From a friend's invite link. Leave it empty to sign in without one."
          value={referralCode}
          onChange={(value) => {
            setReferralCode(value);
            setReferralError(undefined);
          }}
          autoComplete="off"
          isInvalid={Boolean(referralError)}
          errorMessage={referralError}
        />
      )}
      {/* No isPending: the button leaves the page on success before RAC's pending announcement
          ends, leaving a nameless live region behind (as in the back office's login). */}
      <Button type="submit" variant="primary">
        {signIn.step === 'email' ? 'Send code' : 'Verify'}
      </Button>
      {signIn.step === 'code' && (
        <>
          <Button variant="secondary" {...signIn.resendButton}>
            {signIn.resendSeconds > 0 ? `Resend code in ${signIn.resendSeconds}s` : 'Resend code'}
          </Button>
          <Button variant="ghost" onPress={signIn.changeEmail}>
            Use another email
          </Button>
        </>
      )}
      {!showsReferral && (
        <Button variant="ghost" onPress={() => setShowsReferral(true)}>
          I have a referral code
        </Button>
      )}
      {/* A refused code or e-mail in the danger Notice, as the back office's login shows it. */}
      {signIn.problem && (
        <Notice tone="danger" role="alert">
          {signIn.problem}
        </Notice>
      )}
    </Form>
  );
}
