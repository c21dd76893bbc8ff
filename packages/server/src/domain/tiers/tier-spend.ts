import { and, eq, gt, inArray, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { purchaseReturns, rewardTransactions, subscriptions, tiers } from '../../db/schema/index.js';

/** The spend that places a member on a tier is that of the last 365 days (docs/domain.md, "Tiers"). */
export const TIER_WINDOW_DAYS = 365;
const DAY_MS = 24 * 60 * 60_000;

/** Where the 365 days that count at `now` begin (a purchase completed after it counts). */
export function tierWindowStart(now: Date): Date {
  return new Date(now.getTime() - TIER_WINDOW_DAYS * DAY_MS);
}

/** When a purchase stops counting: 365 days after it completed. */
export function leavesTierWindowAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + TIER_WINDOW_DAYS * DAY_MS);
}

/** What a completed purchase still counts for: its bill less what was returned of it. */
const netOfReturns = sql<string>`${rewardTransactions.billingCents} - coalesce((
  select sum(${purchaseReturns.amountCents}) from ${purchaseReturns}
  where ${purchaseReturns.rewardTransactionId} = ${rewardTransactions.id}
), 0)`;

/** The purchases that count at `now`, whose window begins at `since` (tierWindowStart(now)). */
function completedInWindow(since: Date | Placeholder, now: Date | Placeholder) {
  return and(
    eq(rewardTransactions.status, 'COMPLETED'),
    gt(rewardTransactions.completedAt, since),
    lte(rewardTransactions.completedAt, now),
  );
}

export interface WindowSpend {
  subscriptionId: string;
  cents: number;
  /** The earliest purchase that still counts something, or null when none does. */
  oldestAt: Date | null;
}

/**
 * Each subscription's spend over the last 365 days: its completed purchases less what was returned
 * of them. Read after the subscription is locked (a purchase's opening statement), it includes
 * every purchase that committed before, so two purchases at once are counted one after the other.
 */
export async function windowSpends(
  db: Queryable,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<Map<string, WindowSpend>> {
  const spends = new Map<string, WindowSpend>();
  if (subscriptionIds.length === 0) return spends;
  const rows = await db
    .select({
      subscriptionId: rewardTransactions.subscriptionId,
      cents: sql<string>`coalesce(sum(${netOfReturns}), 0)`,
      oldestAt: sql<string | null>`min(${rewardTransactions.completedAt}) filter (where ${netOfReturns} > 0)`,
    })
    .from(rewardTransactions)
    .where(
      and(
        inArray(rewardTransactions.subscriptionId, [...subscriptionIds]),
        completedInWindow(tierWindowStart(now), now),
      ),
    )
    .groupBy(rewardTransactions.subscriptionId);
  for (const row of rows) {
    spends.set(row.subscriptionId, {
      subscriptionId: row.subscriptionId,
      cents: Number(row.cents),
      oldestAt: row.oldestAt === null ? null : new Date(row.oldestAt),
    });
  }
  return spends;
}

/** Subscriptions whose fallen spend one transaction of the housekeeping lowers. */
const LOWERING_BATCH = 1000;

/**
 * SQL: a subscription's spend in the window from `since` to `now` (tierWindowStart(now)): a
 * column (the row a statement is on) or a placeholder (a prepared statement's parameter).
 */
export function spendInWindow(
  subscriptionId: AnyColumn | Placeholder,
  since: Date | Placeholder,
  now: Date | Placeholder,
): SQL<string> {
  return sql<string>`(
    select coalesce(sum(${netOfReturns}), 0) from ${rewardTransactions}
    where ${rewardTransactions.subscriptionId} = ${subscriptionId}
      and ${completedInWindow(since, now)}
  )`;
}

/**
 * The daily part of the points housekeeping: every kept spend that has fallen (purchases rolled
 * out of the 365 days, or were returned) is lowered, which is when a member without a purchase
 * since is moved down. The fallen are found in SQL without locks (each kept spend against its
 * purchases, over the subscription's index; no list of every subscription leaves the database),
 * then lowered a thousand at a time: locked in one order (as purchases lock them, one at a time),
 * then updated by a statement of its own, whose snapshot has every purchase that committed while
 * the locks were awaited, so it never lowers a spend a purchase has just raised. Returns how many
 * it lowered.
 */
export async function lowerFallenTierSpends(db: Database, now: Date): Promise<number> {
  const spendNow = spendInWindow(subscriptions.id, tierWindowStart(now), now);
  const fallenNow = and(
    gt(subscriptions.tierSpendCents, 0),
    sql`${subscriptions.tierSpendCents} > ${spendNow}`,
  );
  const fallen = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(fallenNow)
    .orderBy(subscriptions.id);
  let lowered = 0;
  for (let at = 0; at < fallen.length; at += LOWERING_BATCH) {
    // One array parameter, however many: a statement takes at most 65,535.
    const batch = sql`${subscriptions.id} = any(${sql.param(fallen.slice(at, at + LOWERING_BATCH).map((row) => row.id))}::uuid[])`;
    lowered += await db.transaction(async (tx) => {
      await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(batch)
        .orderBy(subscriptions.id)
        .for('update');
      const result = await tx
        .update(subscriptions)
        .set({ tierSpendCents: sql`${spendNow}::bigint` })
        .where(and(batch, fallenNow));
      return result.rowCount ?? 0;
    });
  }
  return lowered;
}

/** A member's tier as the lists read it: name and multiplier (hundredths). */
export interface KeptTier {
  name: string;
  multiplierHundredths: number;
}

/**
 * SQL: the subscription's tier, the highest of its business's tiers that its kept spend reaches,
 * or null. For the lists and lookups that show it (one indexed subquery per row).
 */
export const tierOfSubscription = sql<KeptTier | null>`(
  select json_build_object('name', ${tiers.name}, 'multiplierHundredths', ${tiers.multiplierHundredths})
  from ${tiers}
  where ${tiers.businessId} = ${subscriptions.businessId} and ${tiers.minSpendCents} <= ${subscriptions.tierSpendCents}
  order by ${tiers.minSpendCents} desc limit 1
)`;
