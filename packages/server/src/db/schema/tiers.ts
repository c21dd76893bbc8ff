import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIER_LIMITS } from '../../contract.js';
import { businesses } from './businesses.js';

/**
 * A business's tiers (docs/domain.md, "Tiers"): up to four, each reached by a minimum spend over
 * the last 12 months and multiplying the points on the paid part. The owner replaces the whole set
 * at once, so a member's tier is never stored as a tier's id: it is worked out from the spend kept
 * on their subscription (`tier_spend_cents`), which outlives any edit of the set.
 */
export const tiers = pgTable(
  'tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minSpendCents: bigint('min_spend_cents', { mode: 'number' }).notNull(),
    /** The points multiplier in hundredths: 125 is ×1.25. */
    multiplierHundredths: integer('multiplier_hundredths').notNull(),
  },
  (t) => [
    // Also the index of a business's tiers (its first column).
    uniqueIndex('tiers_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    uniqueIndex('tiers_business_min_spend_unique').on(t.businessId, t.minSpendCents),
    check('tiers_min_spend_non_negative', sql`${t.minSpendCents} >= 0`),
    check(
      'tiers_multiplier_grid',
      sql`${t.multiplierHundredths} between ${sql.raw(String(TIER_LIMITS.minMultiplierHundredths))} and ${sql.raw(String(TIER_LIMITS.maxMultiplierHundredths))} and ${t.multiplierHundredths} % ${sql.raw(String(TIER_LIMITS.multiplierStepHundredths))} = 0`,
    ),
  ],
);

export type TierRow = typeof tiers.$inferSelect;
