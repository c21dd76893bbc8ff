import type { RewardPlanEntries, RewardPlanKey } from '../../../contract.js';
import type { RewardPlan } from '../../../domain/ledger/reward-plan.js';
import { REWARD_PLAN_MESSAGES } from './messages.js';

/** The plan as the screen's table: each value with its row title and tooltip. */
export function toRewardPlanEntries(plan: RewardPlan): RewardPlanEntries {
  const entry = (key: RewardPlanKey) => ({ ...REWARD_PLAN_MESSAGES.entries[key], value: plan[key] });
  return {
    type: entry('type'),
    pointsForNewSubscription: entry('pointsForNewSubscription'),
    pointsBonusForFirstShopping: entry('pointsBonusForFirstShopping'),
    referralBonus: entry('referralBonus'),
    pointsPerDollarSpent: entry('pointsPerDollarSpent'),
    minimumPointsRedeemTarget: entry('minimumPointsRedeemTarget'),
    minimumPointsTargetValueCents: entry('minimumPointsTargetValueCents'),
    pointsExpiryMonths: entry('pointsExpiryMonths'),
  };
}
