import type { AppContext } from '../../context.js';
import { forbidden } from '../errors.js';
import { registerDevice, type DeviceRegistration } from './devices.js';
import { findAccount, lockAccountEmail, NO_ACCOUNT_ID, type Account } from './account-repository.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  type OtpSent,
  compareOtpCode,
  deliverOtpCodeAfterAnswer,
  enforceSendLimits,
  lockEmailOrRefuse,
  prepareOtpCode,
  failedCheck,
  settleOtpCheck,
  storeOtpCode,
} from './one-time-codes.js';
import { createSession } from './back-office-sessions.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'delivery' | 'config' | 'log'>;

export interface OtpRequest {
  /** Members (`C`) sign in through member-otp.ts. */
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
  /** The client's address (http/rate-limits/limits.ts addressKey). */
  address: string;
}

/**
 * POST /user/loginotp. Every request gets the same answer after the same work, whether the
 * account exists or not, active or not: a code is made and hashed, the send limits count it and
 * the person's row is share-locked (no row for an unknown account); only a real account's code is
 * stored and sent. An inactive staff member gets theirs too, and is told why they cannot sign in
 * once they type it (verifyOtp): only whoever reads their mailbox learns the account is inactive.
 * The hashing happens before the short transaction, and the e-mail goes out after the answer.
 */
export async function requestOtp(deps: Deps, input: OtpRequest): Promise<OtpSent> {
  const { db, clock } = deps;
  const account = await findAccount(db, input);
  const prepared = await prepareOtpCode();
  const now = clock.now();
  const stored = await db.transaction(async (tx) => {
    await lockEmailOrRefuse(tx, input.email);
    await enforceSendLimits(tx, input.email, input.address, now);
    const stillTheirs = await lockAccountEmail(tx, account?.user.id ?? NO_ACCOUNT_ID, input.email);
    if (!account || !stillTheirs) return false;
    await storeOtpCode(tx, { userId: account.user.id }, prepared, input.address, now);
    return true;
  });
  if (account && stored) {
    deliverOtpCodeAfterAnswer(deps, {
      to: input.email,
      code: prepared.code,
      businessName: account.business.name,
    });
  }
  return { code: prepared.code };
}

export interface OtpVerification {
  otp: number;
  device: DeviceRegistration['device'];
  storeId: string | undefined;
  counter: string | undefined;
  address: string;
}

type Outcome = { signedIn: true; token: string; account: Account } | { signedIn: false; inactive: boolean };

/**
 * POST /user/verifyloginotp for the account the caller found (findAccount), or undefined when no
 * account matches: then the same comparisons and statements run for {@link NO_ACCOUNT_ID}, so an
 * unknown account's check costs what a real one's does and fails with the same answer. A right
 * code registers the device and opens a session; an inactive staff member's right code is used
 * up and answered 403 with the reason.
 */
export async function verifyOtp(
  deps: Deps,
  account: Account | undefined,
  input: OtpVerification,
): Promise<{ token: string; account: Account }> {
  const { db, clock } = deps;
  const now = clock.now();
  const owner = { userId: account?.user.id ?? NO_ACCOUNT_ID };
  const compared = await compareOtpCode(db, owner, input.otp, input.address, now);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const used = await settleOtpCheck(tx, owner, compared, now);
    if (!used || !account) return { signedIn: false, inactive: false };
    if (!account.user.isActive) return { signedIn: false, inactive: true };
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
    return { signedIn: true, token, account };
  });
  if (!outcome.signedIn) throw outcome.inactive ? forbidden(AUTH_MESSAGES.inactiveStaff) : failedCheck();
  return { token: outcome.token, account: outcome.account };
}
