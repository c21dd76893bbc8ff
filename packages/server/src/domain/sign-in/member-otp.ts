import type { AppContext } from '../../context.js';
import type { SignInReferral } from '../../contract.js';
import type { MemberRow } from '../../db/schema/index.js';
import {
  type OtpSent,
  compareOtpCode,
  deliverOtpCodeAfterAnswer,
  enforceSendLimits,
  lockEmailOrRefuse,
  failedCheck,
  prepareOtpCode,
  settleOtpCheck,
  storeOtpCode,
} from './one-time-codes.js';
import { createMember, findMemberByEmail } from '../members/member-lookup.js';
import { recordReferral } from '../referrals/record-referral.js';
import type { Referrer } from '../referrals/referral-codes.js';
import { createMemberSession } from './member-sessions.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'delivery' | 'config' | 'log'>;

/** The network's name in the code e-mail: a member signs in to Countertop, not to one shop. */
const NETWORK_NAME = 'Countertop';

/**
 * POST /user/loginotp with userType C. Any e-mail may become a member (the first sign-in creates
 * one), so a code is always made; the send limits per e-mail are the back office's.
 */
export async function requestMemberOtp(deps: Deps, email: string, address: string): Promise<OtpSent> {
  const prepared = await prepareOtpCode();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockEmailOrRefuse(tx, email);
    await enforceSendLimits(tx, email, address, now);
    await storeOtpCode(tx, { email }, prepared, address, now);
  });
  deliverOtpCodeAfterAnswer(deps, { to: email, code: prepared.code, businessName: NETWORK_NAME });
  return { code: prepared.code };
}

interface MemberSignIn {
  token: string;
  member: MemberRow;
  /** What became of the referral code the sign-in carried (none without one). */
  referral: SignInReferral | undefined;
}

type Outcome = ({ signedIn: true } & MemberSignIn) | { signedIn: false };

/**
 * POST /user/verifyloginotp with userType C: checks the code (same rules as the back office) and
 * opens a member session; the first sign-in of an e-mail creates the member. A referral code's
 * `referrer` (found before the check: an unknown code is refused without touching the sign-in
 * code) is recorded in the same transaction, or refused with its reason (domain/referrals/).
 */
export async function verifyMemberOtp(
  deps: Deps,
  input: {
    email: string;
    otp: number;
    name?: string | undefined;
    device?: { uuid: string; platform: string } | undefined;
    address: string;
    referrer?: Referrer | undefined;
  },
): Promise<MemberSignIn> {
  const { db, clock } = deps;
  const now = clock.now();
  const owner = { email: input.email };
  const compared = await compareOtpCode(db, owner, input.otp, input.address, now);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    if (!(await settleOtpCheck(tx, owner, compared, now))) return { signedIn: false };
    const member =
      (await findMemberByEmail(tx, input.email)) ??
      (await createMember(tx, { email: input.email, name: input.name, now }));
    const token = await createMemberSession(tx, clock, {
      memberRowId: member.id,
      deviceUuid: input.device?.uuid,
      platform: input.device?.platform,
    });
    const referral =
      input.referrer && (await recordReferral(tx, { memberRowId: member.id, referrer: input.referrer, now }));
    return { signedIn: true, token, member, referral };
  });
  if (!outcome.signedIn) throw failedCheck();
  const { token, member, referral } = outcome;
  return { token, member, referral };
}
