/**
 * Tiers (docs/domain.md, "Tiers"): a member's spend at the business over the last 365 days (completed
 * purchases less what was returned of them) places them on the highest tier whose minimum it
 * reaches, and that tier's multiplier applies to the points on the paid part (paid-part-points.ts).
 * A Stamps plan earns no points, so there a tier is a title and multiplies nothing.
 */

/** A tier as the rules see it; the multiplier in hundredths (150 is ×1.5). */
export interface TierLevel {
  name: string;
  minSpendCents: number;
  multiplierHundredths: number;
}

/** No tier: points as the plan gives them. */
export const NO_MULTIPLIER = 100;

/** The highest tier whose minimum `spendCents` reaches, or null below the lowest (or without tiers). */
export function tierFor<T extends TierLevel>(tiers: readonly T[], spendCents: number): T | null {
  let reached: T | null = null;
  for (const tier of tiers) {
    if (spendCents >= tier.minSpendCents && (!reached || tier.minSpendCents > reached.minSpendCents))
      reached = tier;
  }
  return reached;
}

/**
 * The tier a completed purchase earns at: the one its own bill takes the 12 months' spend to. A
 * promotion counts from the purchase that crosses the line, and a demotion from the first purchase
 * after the spend fell (or the housekeeping, which lowers the kept spend: jobs/points-expiry.ts).
 */
export function tierOfPurchase<T extends TierLevel>(
  tiers: readonly T[],
  spendBeforeCents: number,
  billingCents: number,
): T | null {
  return tierFor(tiers, spendBeforeCents + billingCents);
}

/**
 * The next tier up and what is still to spend to reach it, or null at the top (or without tiers).
 */
export function nextTier<T extends TierLevel>(
  tiers: readonly T[],
  spendCents: number,
): { tier: T; cents: number } | null {
  const above = tiers
    .filter((tier) => tier.minSpendCents > spendCents)
    .sort((a, b) => a.minSpendCents - b.minSpendCents)[0];
  return above ? { tier: above, cents: above.minSpendCents - spendCents } : null;
}
