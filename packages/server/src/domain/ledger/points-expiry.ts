import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { Writes } from '../../db/writes.js';
import {
  businesses,
  ledgerEntries,
  members,
  pointsExpiryReminders,
  rewardPlans,
  stores,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { businessTimeZone, calendarDay, endOfDay, timeZoneOfStateSql } from '../places/business-time-zone.js';
import { Posting } from './posting.js';

/**
 * Points expiry (docs/domain.md, "Points expiry"). A **lot** is the points a subscription earned
 * in one calendar month of the business (its time zone); it expires at the end of that month + N
 * months (`pointsExpiryMonths`, 0 = never). Every points debit (conversion to wallet money, a
 * return's reversal, an expiry) takes the oldest lots first, so what is left of each lot is worked
 * out from the ledger: the credits by month, minus all debits taken from the oldest month on.
 * Nothing but the ledger is stored, so lots can never disagree with the balance.
 */

/** A lot: its month (`YYYY-MM-01`) and the points still in it. */
export interface PointsLot {
  month: string;
  points: number;
}

/** What a business's plan says about expiry. */
export interface ExpiryRule {
  months: number;
  /** Points earned before this count as earned at it (when the owner last set or changed N). */
  since: Date | null;
  timeZone: string;
}

/** The first day (`YYYY-MM-01`) of the business month an instant falls in. */
export function lotMonthOf(at: Date, timeZone: string): string {
  return `${calendarDay(at, timeZone).slice(0, 7)}-01`;
}

/** `YYYY-MM-01` plus `months` months. */
export function addMonths(month: string, months: number): string {
  const [year = NaN, m = NaN] = month.split('-').map(Number);
  const total = year * 12 + (m - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** The last calendar day of a month (`YYYY-MM-01` → `YYYY-MM-28…31`). */
function lastDayOf(month: string): string {
  const [year = NaN, m = NaN] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(days).padStart(2, '0')}`;
}

/** The last millisecond a lot of `month` is worth anything: the end of month + N, in the shop. */
export function lotExpiresAt(month: string, months: number, timeZone: string): Date {
  return endOfDay(lastDayOf(addMonths(month, months)), timeZone);
}

/** The last calendar day of a lot (`YYYY-MM-DD`), as the member is told it. */
export function lotExpiryDay(month: string, months: number): string {
  return lastDayOf(addMonths(month, months));
}

/**
 * FIFO: `credits` are the points earned per month (any order), `debited` every point that left
 * (conversions, returns, expiries); the debits empty the oldest months first. Answers the lots
 * with points left, oldest first.
 */
export function remainingLots(credits: readonly PointsLot[], debited: number): PointsLot[] {
  const byMonth = new Map<string, number>();
  for (const c of credits) byMonth.set(c.month, (byMonth.get(c.month) ?? 0) + c.points);
  let left = debited;
  const lots: PointsLot[] = [];
  for (const month of [...byMonth.keys()].sort()) {
    const points = byMonth.get(month) ?? 0;
    const taken = Math.min(points, left);
    left -= taken;
    if (points > taken) lots.push({ month, points: points - taken });
  }
  return lots;
}

/** Credits (by business month) and debits of each subscription's points, from the ledger. */
async function pointsHistory(
  db: Queryable,
  subscriptionIds: readonly string[],
  timeZone: string,
): Promise<Map<string, { credits: PointsLot[]; debited: number }>> {
  const history = new Map<string, { credits: PointsLot[]; debited: number }>();
  if (subscriptionIds.length === 0) return history;
  const month = sql<string>`to_char(date_trunc('month', ${ledgerEntries.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      subscriptionId: ledgerEntries.subscriptionId,
      month,
      credited: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      debited: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.subscriptionId, [...subscriptionIds]), eq(ledgerEntries.account, 'points')),
    )
    // By position: the month expression carries the time zone as a parameter of its own.
    .groupBy(sql`1`, sql`2`);
  for (const row of rows) {
    const entry = history.get(row.subscriptionId) ?? { credits: [], debited: 0 };
    if (Number(row.credited) > 0) entry.credits.push({ month: row.month, points: Number(row.credited) });
    entry.debited += Number(row.debited);
    history.set(row.subscriptionId, entry);
  }
  return history;
}

/** The lots left, each under the month it counts from (`since` moves older ones up to it). */
function lotsUnder(history: { credits: PointsLot[]; debited: number } | undefined, rule: ExpiryRule) {
  if (!history) return [];
  const sinceMonth = rule.since ? lotMonthOf(rule.since, rule.timeZone) : null;
  const credits = history.credits.map((c) => ({
    month: sinceMonth && c.month < sinceMonth ? sinceMonth : c.month,
    points: c.points,
  }));
  return remainingLots(credits, history.debited);
}

/** The expiry rule of a business; null when its points never expire. */
export async function expiryRuleOf(db: Queryable, businessId: string): Promise<ExpiryRule | null> {
  const [plan] = await db
    .select({ months: rewardPlans.pointsExpiryMonths, since: rewardPlans.pointsExpirySince })
    .from(rewardPlans)
    .where(eq(rewardPlans.businessId, businessId));
  if (!plan || plan.months === 0) return null;
  return { months: plan.months, since: plan.since, timeZone: await businessTimeZone(db, businessId) };
}

/** The next lot to expire and when (its last day, `YYYY-MM-DD`), or null. */
export interface ExpiringPoints {
  points: number;
  date: string;
  expiresAt: Date;
  month: string;
}

/**
 * For each subscription, of any businesses: the points of the next expiry and its date (all lots
 * of that month: one lot per month, so one date per lot), or null when nothing will expire. One
 * query reads every subscription's rule (its business's plan and primary store's time zone) and
 * its points by month in that time zone.
 */
export async function nextExpiring(
  db: Queryable,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<Map<string, ExpiringPoints | null>> {
  const result = new Map<string, ExpiringPoints | null>(subscriptionIds.map((id) => [id, null]));
  if (subscriptionIds.length === 0) return result;
  const timeZone = timeZoneOfStateSql(stores.state);
  const month = sql<string>`to_char(date_trunc('month', ${ledgerEntries.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      subscriptionId: ledgerEntries.subscriptionId,
      months: rewardPlans.pointsExpiryMonths,
      since: rewardPlans.pointsExpirySince,
      timeZone,
      month,
      credited: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      debited: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(subscriptions, eq(subscriptions.id, ledgerEntries.subscriptionId))
    // A business without a plan row has the defaults: its points never expire.
    .innerJoin(
      rewardPlans,
      and(eq(rewardPlans.businessId, subscriptions.businessId), gt(rewardPlans.pointsExpiryMonths, 0)),
    )
    .leftJoin(stores, and(eq(stores.businessId, subscriptions.businessId), eq(stores.isPrimary, true)))
    .where(
      and(inArray(ledgerEntries.subscriptionId, [...subscriptionIds]), eq(ledgerEntries.account, 'points')),
    )
    // By position: the time zone is a parameter of its own in each place it appears.
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`, sql`5`);
  const histories = new Map<
    string,
    { rule: ExpiryRule; history: { credits: PointsLot[]; debited: number } }
  >();
  for (const row of rows) {
    const entry = histories.get(row.subscriptionId) ?? {
      rule: { months: row.months, since: row.since, timeZone: row.timeZone },
      history: { credits: [], debited: 0 },
    };
    if (Number(row.credited) > 0)
      entry.history.credits.push({ month: row.month, points: Number(row.credited) });
    entry.history.debited += Number(row.debited);
    histories.set(row.subscriptionId, entry);
  }
  for (const [id, { rule, history }] of histories) {
    const lot = lotsUnder(history, rule).find(
      (l) => lotExpiresAt(l.month, rule.months, rule.timeZone) >= now,
    );
    if (lot)
      result.set(id, {
        points: lot.points,
        date: lotExpiryDay(lot.month, rule.months),
        expiresAt: lotExpiresAt(lot.month, rule.months, rule.timeZone),
        month: lot.month,
      });
  }
  return result;
}

/** One lot written off. */
export interface ExpiredLot {
  businessId: string;
  subscriptionId: string;
  month: string;
  points: number;
}

/**
 * Expires one subscription's lots that are past their end, in its own transaction: the
 * subscription is locked FOR UPDATE (as every money operation locks it), its lots worked out
 * again under the lock, and one Expiry entry written per lot past its end. A second instance doing
 * the same waits on the lock, then finds the lots empty and writes nothing; the unique index on
 * (subscription, lot month) of Expiry entries is the last word.
 */
async function expireSubscription(
  db: Database,
  subscriptionId: string,
  rule: ExpiryRule,
  ownerUserId: string,
  now: Date,
): Promise<ExpiredLot[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!row) return [];
    const history = await pointsHistory(tx, [row.id], rule.timeZone);
    const due = lotsUnder(history.get(row.id), rule).filter(
      (l) => lotExpiresAt(l.month, rule.months, rule.timeZone) < now,
    );
    if (due.length === 0) return [];
    const writes = new Writes(tx);
    const posting = new Posting(writes, row, {
      businessId: row.businessId,
      storeId: null,
      counter: null,
      actorUserId: ownerUserId,
      at: now,
    });
    for (const lot of due) posting.expirePoints(lot.points, lot.month);
    posting.commit();
    await writes.flush();
    return due.map((l) => ({ businessId: row.businessId, subscriptionId: row.id, ...l }));
  });
}

/**
 * The housekeeping's expiry run: every business whose points expire, every subscription of it
 * with points whose oldest lot is past its end. Safe to run on several instances at once.
 */
export async function expirePoints(db: Database, now: Date): Promise<ExpiredLot[]> {
  const plans = await db
    .select({ businessId: rewardPlans.businessId, ownerUserId: users.id })
    .from(rewardPlans)
    .innerJoin(users, and(eq(users.businessId, rewardPlans.businessId), eq(users.role, 'B')))
    .where(gt(rewardPlans.pointsExpiryMonths, 0));
  const expired: ExpiredLot[] = [];
  // One member's failure must not hold up everyone else's expiry: the run goes on, then reports it.
  const failures: unknown[] = [];
  for (const plan of plans) {
    const rule = await expiryRuleOf(db, plan.businessId);
    if (!rule) continue;
    const holders = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, plan.businessId), gt(subscriptions.pointsBalance, 0)));
    const ids = holders.map((h) => h.id);
    const history = await pointsHistory(db, ids, rule.timeZone);
    for (const id of ids) {
      const oldest = lotsUnder(history.get(id), rule)[0];
      if (!oldest || lotExpiresAt(oldest.month, rule.months, rule.timeZone) >= now) continue;
      try {
        expired.push(...(await expireSubscription(db, id, rule, plan.ownerUserId, now)));
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `Points expiry failed for ${failures.length} subscription(s)`);
  return expired;
}

/** How long before its expiry a lot's reminder e-mail goes out. */
export const EXPIRY_REMINDER_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/** A reminder to send: to whom, from which shop, how many points and their last day. */
export interface ExpiryReminder {
  to: string;
  memberName: string;
  businessName: string;
  points: number;
  date: string;
}

/**
 * The reminders due at `now`: each subscription's lot that expires within the next 14 days and
 * has not been reminded of. Each is claimed by inserting its `points_expiry_reminders` row (ON
 * CONFLICT DO NOTHING), so however many instances run this, each lot's e-mail goes to one of
 * them, once. Claimed before sending: at most once, never twice (a failed send is logged).
 */
export async function claimExpiryReminders(db: Database, now: Date): Promise<ExpiryReminder[]> {
  const plans = await db
    .select({ businessId: rewardPlans.businessId, businessName: businesses.name })
    .from(rewardPlans)
    .innerJoin(businesses, eq(businesses.id, rewardPlans.businessId))
    .where(gt(rewardPlans.pointsExpiryMonths, 0));
  const reminders: ExpiryReminder[] = [];
  for (const plan of plans) {
    const holders = await db
      .select({ id: subscriptions.id, email: members.email, name: members.name })
      .from(subscriptions)
      .innerJoin(members, eq(members.id, subscriptions.memberRowId))
      .where(and(eq(subscriptions.businessId, plan.businessId), gt(subscriptions.pointsBalance, 0)));
    const next = await nextExpiring(
      db,
      holders.map((h) => h.id),
      now,
    );
    for (const holder of holders) {
      const lot = next.get(holder.id);
      if (!lot || lot.expiresAt.getTime() - now.getTime() > EXPIRY_REMINDER_DAYS * DAY_MS) continue;
      const claimed = await db
        .insert(pointsExpiryReminders)
        .values({ subscriptionId: holder.id, lotMonth: lot.month, sentAt: now })
        .onConflictDoNothing()
        .returning({ subscriptionId: pointsExpiryReminders.subscriptionId });
      if (claimed.length === 0) continue;
      reminders.push({
        to: holder.email,
        memberName: holder.name,
        businessName: plan.businessName,
        points: lot.points,
        date: lot.date,
      });
    }
  }
  return reminders;
}
