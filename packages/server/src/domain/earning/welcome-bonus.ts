import type { RewardPlan } from '../ledger/reward-plan.js';

/**
 * Every subscription starts with the plan's welcome points. The operation that subscribes the
 * member earns them, whatever it is (a purchase, a gift-card sale or a refund), so they are
 * credited when the account is opened (domain/ledger/member-account.ts), not with the purchase. A
 * Stamps plan runs its card alone: no welcome points (docs/decisions.md).
 */
export function welcomeBonus(
  plan: Pick<RewardPlan, 'type' | 'pointsForNewSubscription'>,
  member: { subscribedNow: boolean },
): number {
  return member.subscribedNow && plan.type === 'Points' ? plan.pointsForNewSubscription : 0;
}
