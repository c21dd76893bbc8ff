import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { tiers, type TierRow } from '../../db/schema/index.js';
import type { TierInput } from '../../contract.js';

/** The business's tiers, lowest minimum spend first. */
export function businessTiers(db: Queryable, businessId: string): Promise<TierRow[]> {
  return db.select().from(tiers).where(eq(tiers.businessId, businessId)).orderBy(asc(tiers.minSpendCents));
}

/** The tiers of several businesses in one query, as a lookup by business id (lowest first). */
export async function businessesTiers(
  db: Queryable,
  businessIds: readonly string[],
): Promise<(businessId: string) => TierRow[]> {
  const rows =
    businessIds.length === 0
      ? []
      : await db
          .select()
          .from(tiers)
          .where(inArray(tiers.businessId, [...businessIds]))
          .orderBy(asc(tiers.minSpendCents));
  return (businessId) => rows.filter((row) => row.businessId === businessId);
}

/**
 * Replaces the whole set in the caller's transaction (the contract has checked it). Members keep
 * their spend, not a tier, so the new set places them at once (db/schema/tiers.ts).
 */
export async function replaceTiers(
  tx: Queryable,
  businessId: string,
  set: readonly TierInput[],
): Promise<TierRow[]> {
  await tx.delete(tiers).where(eq(tiers.businessId, businessId));
  if (set.length === 0) return [];
  const rows = await tx
    .insert(tiers)
    .values(
      set.map((tier) => ({
        businessId,
        name: tier.name,
        // The contract has read the amount as cents and the multiplier as hundredths.
        minSpendCents: tier.minSpendAmount,
        multiplierHundredths: tier.multiplier,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.minSpendCents - b.minSpendCents);
}
