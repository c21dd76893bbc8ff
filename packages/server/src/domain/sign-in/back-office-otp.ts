import type { SignedInUser } from '../../contract.js';
import type { AppContext } from '../../context.js';
import { invalidInput, forbidden } from '../errors.js';
import { registerDevice, type DeviceRegistration } from './devices.js';
import { findAccount, type Account } from './account-repository.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  compareOtpCode,
  deliverOtpCodeAfterAnswer,
  enforceSendLimits,
  lockEmailOrRefuse,
  otpSentAnswer,
  prepareOtpCode,
  refuseFailedCheck,
  settleOtpCheck,
  storeOtpCode,
  type OtpCheck,
} from './one-time-codes.js';
import { hashOtpCode } from './otp-code.js';
import { createSession } from './back-office-sessions.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'delivery' | 'config' | 'log'>;

export interface OtpRequest {
  /** Members (`C`) sign in through modules/member-auth. */
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
  /** The client's address (http/rate-limits/limits.ts addressKey). */
  address: string;
}

function refuseInactive(account: Account | undefined): void {
  if (account && account.user.role === 'S' && !account.user.isActive)
    throw forbidden(AUTH_MESSAGES.inactiveStaff);
}

/**
 * POST /user/loginotp. Unknown e-mails get the same answer after the same work (a code is made
 * and hashed, the send limits count it; it is just not stored or sent), so neither the answer nor
 * its timing tells who has an account. The hashing happens before the short transaction, and the
 * e-mail goes out after the answer.
 */
export async function requestOtp(deps: Deps, input: OtpRequest): Promise<{ message: string; otp?: string }> {
  const { db, clock } = deps;
  const account = await findAccount(db, input);
  refuseInactive(account);
  const prepared = await prepareOtpCode();
  const now = clock.now();
  await db.transaction(async (tx) => {
    await lockEmailOrRefuse(tx, input.email);
    await enforceSendLimits(tx, input.email, input.address, now);
    if (account) await storeOtpCode(tx, { userId: account.user.id }, prepared, input.address, now);
  });
  if (account) {
    deliverOtpCodeAfterAnswer(deps, {
      to: input.email,
      code: prepared.code,
      businessName: account.business.name,
    });
  }
  return otpSentAnswer(deps.config.demo, prepared.code);
}

export interface OtpVerification {
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
  otp: number;
  device: DeviceRegistration['device'];
  storeId: string | undefined;
  counter: string | undefined;
  address: string;
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
  const now = clock.now();
  if (!account) {
    await hashOtpCode(String(input.otp)); // one scrypt, as comparing with a real code costs
    throw invalidInput(AUTH_MESSAGES.invalidOtp);
  }
  refuseInactive(account);
  const owner = { userId: account.user.id };
  const compared = await compareOtpCode(db, owner, input.otp, input.address, now);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const check = await settleOtpCheck(tx, owner, compared, now);
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
