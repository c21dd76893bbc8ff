import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { refunds, rewardTransactions } from '../../db/schema/index.js';
import { addDays, startOfDay } from '../places/business-time-zone.js';

/** How far back the business's typical operation is measured, in business days. */
const BASELINE_DAYS = 30;
/** Fewer operations than this in those days are no baseline: a new shop raises no such alert. */
const BASELINE_MIN_OPERATIONS = 20;
/** Businesses whose baselines one server keeps at most (the oldest computed is dropped first). */
const CACHED_BUSINESSES = 10_000;

/**
 * A business's typical operation over the 30 business days before today: the median points a
 * completed reward earned, and the median refund, each null without 20 such operations.
 */
export interface Baseline {
  rewardPoints: number | null;
  refundCents: number | null;
}

/**
 * The baselines of the far-above-median rule, worked out once per business and business day and
 * kept in memory: a median over a month of operations is too dear for every reward, and
 * yesterday's history does not change during today. So a reward pays for it only when it is the
 * business's first on this server that day; every other one costs nothing. Each instance keeps
 * its own (a threshold for alerts, not a limit that must hold across instances).
 */
export class MedianBaselines {
  private readonly byBusiness = new Map<string, { day: string; baseline: Baseline }>();

  async of(tx: Queryable, businessId: string, today: { day: string; timeZone: string }): Promise<Baseline> {
    const cached = this.byBusiness.get(businessId);
    if (cached?.day === today.day) return cached.baseline;
    const baseline = await measure(tx, businessId, {
      from: startOfDay(addDays(today.day, -BASELINE_DAYS), today.timeZone),
      until: startOfDay(today.day, today.timeZone),
    });
    this.byBusiness.delete(businessId);
    this.byBusiness.set(businessId, { day: today.day, baseline });
    if (this.byBusiness.size > CACHED_BUSINESSES) {
      const oldest = this.byBusiness.keys().next();
      if (!oldest.done) this.byBusiness.delete(oldest.value);
    }
    return baseline;
  }
}

/** Both medians in one statement, over the (business, created) indexes. */
async function measure(
  tx: Queryable,
  businessId: string,
  { from, until }: { from: Date; until: Date },
): Promise<Baseline> {
  const rt = rewardTransactions;
  const median = (column: SQL) =>
    sql`case when count(*) >= ${BASELINE_MIN_OPERATIONS}::int then percentile_cont(0.5) within group (order by ${column}) end`;
  const { rows } = await tx.execute<{
    reward_points: number | string | null;
    refund_cents: number | string | null;
  }>(sql`
    select
      (select ${median(sql`${rt.pointsEarned}`)} from ${rt}
        where ${rt.businessId} = ${businessId} and ${rt.status} = 'COMPLETED'
          and ${rt.createdAt} >= ${from} and ${rt.createdAt} < ${until}) as reward_points,
      (select ${median(sql`${refunds.amountCents}`)} from ${refunds}
        where ${refunds.businessId} = ${businessId}
          and ${refunds.createdAt} >= ${from} and ${refunds.createdAt} < ${until}) as refund_cents`);
  // percentile_cont answers double precision; pg may hand it over as text.
  const number = (value: number | string | null | undefined) => (value == null ? null : Number(value));
  return { rewardPoints: number(rows[0]?.reward_points), refundCents: number(rows[0]?.refund_cents) };
}
