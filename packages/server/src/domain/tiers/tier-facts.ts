import { asc, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.js';
import type { Queryable } from '../../db/client.js';
import { tiers } from '../../db/schema/index.js';
import type { TierLevel } from '../earning/tier.js';
import { spendInWindow, tierWindowStart } from './tier-spend.js';

/** What places a purchase on a tier: the business's tiers and the member's spend before it. */
export interface TierFacts {
  /** Lowest minimum spend first. */
  tiers: TierLevel[];
  /** The spend over the last 365 days before the purchase, in cents. */
  spendBeforeCents: number;
}

/**
 * Both in one prepared statement (a purchase's one read between its opening and its writes),
 * built once per connection (db/prepared.ts).
 */
const tierFactsQuery = preparedQuery((db) => {
  const tierList = db
    .select({
      list: sql<TierLevel[]>`coalesce(json_agg(json_build_object(
        'name', ${tiers.name},
        'minSpendCents', ${tiers.minSpendCents},
        'multiplierHundredths', ${tiers.multiplierHundredths}
      ) order by ${asc(tiers.minSpendCents)}), '[]'::json)`,
    })
    .from(tiers)
    .where(eq(tiers.businessId, sql.placeholder('businessId')));
  return db
    .select({
      tiers: sql<TierLevel[]>`(${tierList})`,
      spendCents: spendInWindow(
        sql.placeholder('subscriptionId'),
        sql.placeholder('since'),
        sql.placeholder('now'),
      ),
    })
    .from(sql`(select 1) as one`)
    .prepare('tier_facts');
});

/**
 * Read after the subscription is locked, so a purchase that completed at the same moment is in
 * the spend: two purchases crossing a tier line at once are placed one after the other. Without
 * tiers the spend is still kept, so tiers added later place members at once.
 */
export async function tierFacts(
  db: Queryable,
  businessId: string,
  subscriptionId: string,
  now: Date,
): Promise<TierFacts> {
  const [row] = await tierFactsQuery(db).execute({
    businessId,
    subscriptionId,
    since: tierWindowStart(now),
    now,
  });
  return { tiers: row?.tiers ?? [], spendBeforeCents: Number(row?.spendCents ?? 0) };
}
