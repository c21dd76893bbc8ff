import type { RewardPlan } from '../ledger/reward-plan.js';
import { wholeBlocks } from './conversion.js';

/**
 * A Stamps plan's rule: a completed purchase whose paid part (what the member paid with their own
 * money, paid-part-points.ts) is at least `stampMinimumSpendCents` earns one stamp. A purchase paid
 * wholly from the wallet or gift cards earns none, whatever the minimum: the free coffee a full
 * card paid for does not stamp the next card.
 */
export function stampForPurchase(
  paidCents: number,
  plan: Pick<RewardPlan, 'stampMinimumSpendCents'>,
): number {
  return paidCents > 0 && paidCents >= plan.stampMinimumSpendCents ? 1 : 0;
}

/**
 * A full card turns into wallet money: each whole card of `stampsPerReward` stamps gives
 * `stampRewardCents`, and the card starts again from what is left (0, unless the owner lowered the
 * card's size since).
 */
export function stampCardConversion(
  stampsBalance: number,
  plan: Pick<RewardPlan, 'stampsPerReward' | 'stampRewardCents'>,
): { stamps: number; cents: number } {
  const cards = wholeBlocks(stampsBalance, plan.stampsPerReward, plan.stampRewardCents);
  return { stamps: cards.units, cents: cards.cents };
}
