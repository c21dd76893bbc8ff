import type { RewardPlan } from '../ledger/reward-plan.js';

/**
 * The plan's first-shopping bonus, on the member's first completed purchase at the business. The
 * count is read from the subscription locked by the operation, so two first purchases at once
 * cannot both earn it. A Stamps plan earns no points, so no bonus either.
 */
export function firstShopBonus(
  plan: Pick<RewardPlan, 'type' | 'pointsBonusForFirstShopping'>,
  member: { timesShopped: number },
): number {
  return member.timesShopped === 0 && plan.type === 'Points' ? plan.pointsBonusForFirstShopping : 0;
}
