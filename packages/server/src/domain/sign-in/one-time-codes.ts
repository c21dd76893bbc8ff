import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { memberOtpCodes, otpCodes, otpSends } from '../../db/schema/index.js';
import { invalidInput, tooManyRequests, type DomainError } from '../errors.js';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_SEND_COOLDOWN_MS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  OTP_TTL_MS,
} from './limits.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashOtpCode, newOtpCode, NO_CODE_HASH, otpCodeMatches } from './otp-code.js';

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
 * Send limits per e-mail and client address, for known and unknown e-mails alike. Counted per
 * address, so requests a stranger makes for someone's e-mail never use up that person's own
 * allowance (the per-address limit on all sends, http/rate-limits, bounds the stranger). Runs
 * under the e-mail's try-lock (see {@link lockEmailOrRefuse}), so two requests at the same instant
 * cannot both pass the cooldown.
 */
export async function enforceSendLimits(tx: Tx, email: string, address: string, now: Date): Promise<void> {
  const mine = and(eq(otpSends.email, email), eq(otpSends.requestedFrom, address));
  const recent = await tx
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(mine, gt(otpSends.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_MS))))
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
  await tx.insert(otpSends).values({ email, requestedFrom: address, sentAt: now });
}

/**
 * A transaction-scoped try-lock on one e-mail's code requests: a second request for the same
 * e-mail while the first is in its (short) transaction is answered 429 at once instead of
 * queueing on the lock and holding a pooled connection meanwhile.
 */
export async function lockEmailOrRefuse(tx: Tx, email: string): Promise<void> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`otp-send:${email}`}, 0)) as locked`,
  );
  if (result.rows[0]?.locked !== true) throw tooManyRequests(AUTH_MESSAGES.busy, 1);
}

/** A new code and its hash, made before any transaction: the scrypt work holds no connection. */
export async function prepareOtpCode(): Promise<{ code: string; codeHash: string }> {
  const code = newOtpCode();
  return { code, codeHash: await hashOtpCode(code) };
}

/**
 * Stores a prepared code for the owner. Only the newest code from one address works (a person
 * who asked again is reading the latest e-mail), but a request from another address voids
 * nothing: a stranger asking for codes cannot cancel the one its owner is about to type.
 */
export async function storeOtpCode(
  tx: Tx,
  owner: OtpOwner,
  prepared: { codeHash: string },
  address: string,
  now: Date,
): Promise<void> {
  const { table, ownedBy } = codesOf(owner);
  await tx
    .update(table)
    .set({ voidedAt: now })
    .where(and(ownedBy, eq(table.requestedFrom, address), isNull(table.consumedAt), isNull(table.voidedAt)));
  await tx.insert(table).values({
    ...owner,
    codeHash: prepared.codeHash,
    requestedFrom: address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
}

/** Live codes a check compares against: the caller's address's newest first, then the newest others. */
const CODES_CHECKED = 3;

/** What the scrypt comparisons found, before anything is written. */
export interface ComparedCodes {
  matched: string | undefined;
  checked: string[];
}

/**
 * Compares a typed code with the owner's live codes, outside any transaction (scrypt is the
 * slow part). The caller's own newest code comes first, so codes others requested from elsewhere
 * never push it out; at most {@link CODES_CHECKED} are compared. Every check computes exactly
 * that many scrypts, whatever it finds: an owner with fewer live codes, or an account that does
 * not exist, is compared with {@link NO_CODE_HASH} in the empty places, and a match does not cut
 * the work short. So the time a check takes tells nothing of the account. Apply the result with
 * {@link settleOtpCheck} in the sign-in transaction.
 */
export async function compareOtpCode(
  db: Queryable,
  owner: OtpOwner,
  otp: number,
  address: string,
  now: Date,
): Promise<ComparedCodes> {
  const { table, ownedBy } = codesOf(owner);
  const live = await db
    .select({ id: table.id, codeHash: table.codeHash })
    .from(table)
    .where(and(ownedBy, isNull(table.consumedAt), isNull(table.voidedAt), gt(table.expiresAt, now)))
    .orderBy(desc(sql`${table.requestedFrom} is not distinct from ${address}`), desc(table.createdAt))
    .limit(CODES_CHECKED);
  let matched: string | undefined;
  for (let place = 0; place < CODES_CHECKED; place++) {
    const code = live[place];
    const same = await otpCodeMatches(String(otp), code?.codeHash ?? NO_CODE_HASH);
    if (same && code && !matched) matched = code.id;
  }
  return { matched, checked: live.map((code) => code.id) };
}

/**
 * Writes what {@link compareOtpCode} found, in one atomic UPDATE that re-checks the code is still
 * live: a match uses the code up unless a parallel request did first or it was voided meanwhile;
 * a miss counts a wrong try on every code compared, and the try that reaches the limit voids that
 * code. So parallel guesses are counted one by one, never past the limit. A miss runs its UPDATE
 * even when nothing was compared (an unknown account): the same statement, matching no row.
 * Answers whether the code was right and is now used.
 */
export async function settleOtpCheck(
  tx: Tx,
  owner: OtpOwner,
  compared: ComparedCodes,
  now: Date,
): Promise<boolean> {
  const { table } = codesOf(owner);
  const live = and(isNull(table.consumedAt), isNull(table.voidedAt));
  if (compared.matched) {
    const used = await tx
      .update(table)
      .set({ consumedAt: now })
      .where(and(eq(table.id, compared.matched), live))
      .returning({ id: table.id });
    return used.length > 0;
  }
  await tx
    .update(table)
    .set({
      wrongAttempts: sql`${table.wrongAttempts} + 1`,
      voidedAt: sql`case when ${table.wrongAttempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(sql`${table.id} = any(${sql.param(compared.checked)}::uuid[])`, live));
  return false;
}

/**
 * Voids every live code of an owner: a staff member made inactive, or whose e-mail changed, so a
 * code sent to the old address cannot sign in under the new one.
 */
export async function voidLiveCodes(tx: Queryable, owner: OtpOwner, now: Date): Promise<void> {
  const { table, ownedBy } = codesOf(owner);
  await tx
    .update(table)
    .set({ voidedAt: now })
    .where(and(ownedBy, isNull(table.consumedAt), isNull(table.voidedAt)));
}

/**
 * The sign-in's answer to a failed check: one text whether the code was wrong, used, expired or
 * just voided by its fifth wrong try, and whether or not the account exists (a distinct "too many
 * tries" answer would come only from real accounts). Thrown after the transaction so a wrong try
 * is still counted (a throw inside would roll it back).
 */
export function failedCheck(): DomainError {
  return invalidInput(AUTH_MESSAGES.invalidOtp);
}

/**
 * Hands the code to the delivery without waiting for it: the answer goes out at once, so its
 * timing never tells whether an e-mail was sent (that is, whether the account exists), and a slow
 * mail server holds up nobody. A failed send is logged; the person asks again after the cooldown.
 */
export function deliverOtpCodeAfterAnswer(
  deps: Pick<AppContext, 'delivery' | 'log'>,
  message: { to: string; code: string; businessName: string },
): void {
  deps.delivery.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, otpFor: message.to }, 'OTP delivery failed');
  });
}

/**
 * A code made for a send-OTP request, the same for every e-mail (for one with no account, a code
 * that works nowhere). The endpoint shows it only in demo mode.
 */
export interface OtpSent {
  code: string;
}
