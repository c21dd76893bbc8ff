import type { SignedInMember, SignInReferral, SignedInUser } from '../../contract.js';
import type { MemberRow } from '../../db/schema/index.js';
import type { Account } from '../../domain/sign-in/account-repository.js';
import { AUTH_MESSAGES } from '../../domain/sign-in/messages.js';
import type { OtpSent } from '../../domain/sign-in/one-time-codes.js';

/**
 * The send-OTP answer: the same shape for every e-mail. Demo mode shows the code, and for an
 * e-mail with no account a code that works nowhere, so even there the answer tells nothing.
 */
export function otpSentAnswer(demo: boolean, { code }: OtpSent): { message: string; otp?: string } {
  return { message: AUTH_MESSAGES.otpSent, ...(demo ? { otp: code } : {}) };
}

/** A back-office sign-in's answer: the session's token and who signed in, in which business. */
export function signedInUserAnswer({ token, account }: { token: string; account: Account }) {
  const { user, business } = account;
  const data: SignedInUser = {
    id: user.id,
    userType: user.role,
    name: user.name,
    email: user.email,
    // Owners always take part in chat; staff only when the owner allows it.
    chatAccess: user.role === 'B' || user.chatAccess,
    business: { id: business.id, userName: business.handle, name: business.name },
  };
  return { token, data, message: AUTH_MESSAGES.loggedIn };
}

/** A member's sign-in answer: the session's token and the member, and what became of a referral code. */
export function signedInMemberAnswer({
  token,
  member,
  referral,
}: {
  token: string;
  member: MemberRow;
  referral?: SignInReferral | undefined;
}) {
  const data: SignedInMember = {
    id: member.id,
    userType: 'C',
    name: member.name,
    email: member.email,
    memberId: member.memberId,
    username: member.username,
  };
  return { token, data, message: AUTH_MESSAGES.loggedIn, ...(referral ? { referral } : {}) };
}
