import type { RewardPlan } from '../ledger/reward-plan.js';

/**
 * The plan's first-shopping bonus, on the member's first completed purchase at the business. The
 * count is read from the subscription locked by the operation, so two first purchases at once
 * cannot both earn it.
 */
export function firstShopBonus(
  plan: Pick<RewardPlan, 'pointsBonusForFirstShopping'>,
  member: { timesShopped: number },
): number {
  return member.timesShopped === 0 ? plan.pointsBonusForFirstShopping : 0;
}
