import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { memberOtpCodes, otpCodes, otpSends } from '../../db/schema/index.js';
import { invalidInput, unavailable, tooManyRequests } from '../errors.js';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_SEND_COOLDOWN_MS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  OTP_TTL_MS,
} from './limits.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './otp-code.js';

/**
 * Whose codes: a back-office user's (otp_codes), or an e-mail's for member sign-in
 * (member_otp_codes), since a member's first code exists before the member does. Both follow the
 * same rules, kept here once.
 */
export type OtpOwner = { userId: string } | { email: string };

function codesOf(owner: OtpOwner) {
  return 'userId' in owner
    ? { table: otpCodes, ownedBy: eq(otpCodes.userId, owner.userId) }
    : { table: memberOtpCodes, ownedBy: eq(memberOtpCodes.email, owner.email) };
}

/**
 * Send limits per e-mail, for known and unknown addresses alike. Runs under a per-e-mail
 * advisory lock, so two requests at the same instant cannot both pass the cooldown.
 */
export async function enforceSendLimits(tx: Tx, email: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${email}`}, 0))`);
  const recent = await tx
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.email, email), gt(otpSends.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_MS))))
    .orderBy(asc(otpSends.sentAt));
  const oldest = recent[0];
  if (oldest && recent.length >= OTP_SENDS_PER_WINDOW) {
    const waitMs = oldest.sentAt.getTime() + OTP_SEND_WINDOW_MS - now.getTime();
    throw tooManyRequests(AUTH_MESSAGES.tooManySends(Math.max(1, Math.ceil(waitMs / 60_000))), waitMs / 1000);
  }
  const latest = recent.at(-1);
  if (latest && now.getTime() - latest.sentAt.getTime() < OTP_SEND_COOLDOWN_MS) {
    const waitMs = latest.sentAt.getTime() + OTP_SEND_COOLDOWN_MS - now.getTime();
    throw tooManyRequests(AUTH_MESSAGES.cooldown(Math.max(1, Math.ceil(waitMs / 1000))), waitMs / 1000);
  }
  await tx.insert(otpSends).values({ email, sentAt: now });
  // Rows older than the window can never matter again.
  await tx
    .delete(otpSends)
    .where(and(eq(otpSends.email, email), lt(otpSends.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_MS))));
}

/** Stores a fresh code for the owner and returns it; the owner's earlier codes stop working. */
export async function issueOtpCode(tx: Tx, owner: OtpOwner, now: Date): Promise<string> {
  const { table, ownedBy } = codesOf(owner);
  // Only the newest code works: a person who asked again is reading the latest e-mail.
  await tx
    .update(table)
    .set({ voidedAt: now })
    .where(and(ownedBy, isNull(table.consumedAt), isNull(table.voidedAt)));
  const code = newOtpCode();
  await tx.insert(table).values({
    ...owner,
    codeHash: await hashOtpCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  return code;
}

export type OtpCheck = 'ok' | 'invalid' | 'voided';

/**
 * Checks a typed code against the owner's newest live code: a match uses it up, a miss counts a
 * wrong try and the last allowed miss voids it. Call inside the sign-in transaction, then
 * {@link refuseFailedCheck} after it.
 */
export async function consumeOtpCode(tx: Tx, owner: OtpOwner, otp: number, now: Date): Promise<OtpCheck> {
  const { table, ownedBy } = codesOf(owner);
  // Row lock: parallel guesses at one code are counted one after another, never past the limit.
  const [code] = await tx
    .select()
    .from(table)
    .where(and(ownedBy, isNull(table.consumedAt), isNull(table.voidedAt)))
    .orderBy(desc(table.createdAt))
    .limit(1)
    .for('update');
  if (!code || now.getTime() >= code.expiresAt.getTime()) return 'invalid';
  if (!(await otpCodeMatches(String(otp), code.codeHash))) {
    const tries = code.wrongAttempts + 1;
    const voided = tries >= OTP_MAX_WRONG_TRIES;
    await tx
      .update(table)
      .set({ wrongAttempts: tries, voidedAt: voided ? now : null })
      .where(eq(table.id, code.id));
    return voided ? 'voided' : 'invalid';
  }
  await tx.update(table).set({ consumedAt: now }).where(eq(table.id, code.id));
  return 'ok';
}

/**
 * The sign-in's answer to a failed check. Thrown after the transaction so a wrong try is still
 * counted (a throw inside would roll it back).
 */
export function refuseFailedCheck<T extends { check: OtpCheck }>(
  outcome: T,
): asserts outcome is Extract<T, { check: 'ok' }> {
  if (outcome.check === 'voided') throw invalidInput(AUTH_MESSAGES.otpVoided);
  if (outcome.check === 'invalid') throw invalidInput(AUTH_MESSAGES.invalidOtp);
}

/** Hands the code to the delivery; a failed send is a 503 the person can retry, logged for us. */
export async function deliverOtpCode(
  deps: Pick<AppContext, 'delivery' | 'log'>,
  message: { to: string; code: string; businessName: string },
): Promise<void> {
  try {
    await deps.delivery.send(message);
  } catch (error) {
    deps.log.error({ err: error, otpFor: message.to }, 'OTP delivery failed');
    throw unavailable(AUTH_MESSAGES.deliveryFailed);
  }
}

/** The send-OTP answer: the same for every e-mail; only demo mode shows the code. */
export function otpSentAnswer(demo: boolean, code: string | undefined): { message: string; otp?: string } {
  return { message: AUTH_MESSAGES.otpSent, ...(demo && code ? { otp: code } : {}) };
}
