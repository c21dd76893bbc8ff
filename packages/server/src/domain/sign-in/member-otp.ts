import type { AppContext } from '../../context.js';
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

type Outcome = { signedIn: true; token: string; member: MemberRow } | { signedIn: false };

/**
 * POST /user/verifyloginotp with userType C: checks the code (same rules as the back office) and
 * opens a member session; the first sign-in of an e-mail creates the member.
 */
export async function verifyMemberOtp(
  deps: Deps,
  input: {
    email: string;
    otp: number;
    name?: string | undefined;
    device?: { uuid: string; platform: string } | undefined;
    address: string;
  },
): Promise<{ token: string; member: MemberRow }> {
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
    return { signedIn: true, token, member };
  });
  if (!outcome.signedIn) throw failedCheck();
  return { token: outcome.token, member: outcome.member };
}
