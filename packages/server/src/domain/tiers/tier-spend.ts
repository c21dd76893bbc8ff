import { and, eq, gt, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
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
export const netOfReturns = sql<string>`${rewardTransactions.billingCents} - coalesce((
  select sum(${purchaseReturns.amountCents}) from ${purchaseReturns}
  where ${purchaseReturns.rewardTransactionId} = ${rewardTransactions.id}
), 0)`;

/** The purchases that count at `now`, whose window begins at `since` (tierWindowStart(now)). */
export function completedInWindow(since: Date | Placeholder, now: Date | Placeholder) {
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

/**
 * The daily part of the points housekeeping: every kept spend that has fallen (purchases rolled
 * out of the 365 days, or were returned) is lowered, which is when a member without a purchase
 * since is moved down. The fallen ones are found without locks, then locked in one order (as
 * purchases lock them, one at a time) and read again: the update reads every purchase that
 * committed while it waited, so it never lowers a spend a purchase has just raised. Returns how
 * many it lowered.
 */
export async function lowerFallenTierSpends(db: Database, now: Date): Promise<number> {
  const kept = await db
    .select({ id: subscriptions.id, cents: subscriptions.tierSpendCents })
    .from(subscriptions)
    .where(gt(subscriptions.tierSpendCents, 0));
  const before = await windowSpends(
    db,
    kept.map((row) => row.id),
    now,
  );
  const fallen = kept.filter((row) => row.cents > (before.get(row.id)?.cents ?? 0)).map((row) => row.id);
  if (fallen.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(inArray(subscriptions.id, fallen))
      .orderBy(subscriptions.id)
      .for('update');
    const spends = await windowSpends(tx, fallen, now);
    const values = sql.join(
      fallen.map((id) => sql`(${id}::uuid, ${spends.get(id)?.cents ?? 0}::bigint)`),
      sql`, `,
    );
    const lowered = await tx.execute(
      sql`update ${subscriptions} set tier_spend_cents = v.cents from (values ${values}) as v(id, cents)
        where ${subscriptions.id} = v.id and ${subscriptions.tierSpendCents} > v.cents`,
    );
    return lowered.rowCount ?? 0;
  });
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
