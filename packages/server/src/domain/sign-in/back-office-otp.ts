import type { SignedInUser } from '../../contract.js';
import type { AppContext } from '../../context.js';
import { invalidInput, forbidden } from '../errors.js';
import { registerDevice, type DeviceRegistration } from './devices.js';
import { findAccount, type Account } from './account-repository.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  consumeOtpCode,
  deliverOtpCode,
  enforceSendLimits,
  issueOtpCode,
  otpSentAnswer,
  refuseFailedCheck,
  type OtpCheck,
} from './one-time-codes.js';
import { hashOtpCode, newOtpCode } from './otp-code.js';
import { createSession } from './back-office-sessions.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'delivery' | 'config' | 'log'>;

export interface OtpRequest {
  /** Members (`C`) sign in through modules/member-auth. */
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
}

function refuseInactive(account: Account | undefined): void {
  if (account && account.user.role === 'S' && !account.user.isActive)
    throw forbidden(AUTH_MESSAGES.inactiveStaff);
}

/**
 * POST /user/loginotp. Answers the same for unknown e-mails (no code is made, nothing is sent) so
 * the answer never tells who has an account; only demo mode puts the code in the answer.
 */
export async function requestOtp(deps: Deps, input: OtpRequest): Promise<{ message: string; otp?: string }> {
  const { db, clock } = deps;
  const account = await findAccount(db, input);
  refuseInactive(account);
  const now = clock.now();
  const code = await db.transaction(async (tx) => {
    await enforceSendLimits(tx, input.email, now);
    if (account) return issueOtpCode(tx, { userId: account.user.id }, now);
    // The same hashing work as for a real code, so response times do not tell accounts apart.
    await hashOtpCode(newOtpCode());
    return undefined;
  });
  if (code && account)
    await deliverOtpCode(deps, { to: input.email, code, businessName: account.business.name });
  return otpSentAnswer(deps.config.demo, code);
}

export interface OtpVerification {
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
  otp: number;
  device: DeviceRegistration['device'];
  storeId: string | undefined;
  counter: string | undefined;
}

export function signedInUser(account: Account): SignedInUser {
  const { user, business } = account;
  return {
    id: user.id,
    userType: user.role,
    name: user.name,
    email: user.email,
    // Owners always take part in chat; staff only when the owner allows it.
    chatAccess: user.role === 'B' || user.chatAccess,
    business: { id: business.id, userName: business.handle, name: business.name },
  };
}

type Outcome = { check: 'ok'; token: string } | { check: Exclude<OtpCheck, 'ok'> };

/** POST /user/verifyloginotp: checks the code, registers the device and opens a session. */
export async function verifyOtp(
  deps: Deps,
  input: OtpVerification,
): Promise<{ token: string; data: SignedInUser; message: string }> {
  const { db, clock } = deps;
  const account = await findAccount(db, input);
  if (!account) {
    await hashOtpCode(String(input.otp)); // one scrypt, as checking a real code costs (see requestOtp)
    throw invalidInput(AUTH_MESSAGES.invalidOtp);
  }
  refuseInactive(account);
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const check = await consumeOtpCode(tx, { userId: account.user.id }, input.otp, now);
    if (check !== 'ok') return { check };
    const deviceId = await registerDevice(tx, clock, {
      businessId: account.business.id,
      userId: account.user.id,
      device: input.device,
      storeId: input.storeId,
      counter: input.counter,
    });
    const token = await createSession(tx, clock, {
      userId: account.user.id,
      businessId: account.business.id,
      deviceId,
    });
    return { check, token };
  });
  refuseFailedCheck(outcome);
  return { token: outcome.token, data: signedInUser(account), message: AUTH_MESSAGES.loggedIn };
}
