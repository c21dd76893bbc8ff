import type { RewardPlanEntries, RewardPlanKey } from '../../../contract.js';
import type { RewardPlan } from '../../../domain/ledger/reward-plan.js';
import { REWARD_PLAN_MESSAGES } from './messages.js';

/** The plan as the screen's table: each value with its row title and tooltip. */
export function toRewardPlanEntries(plan: RewardPlan): RewardPlanEntries {
  const entry = (key: RewardPlanKey) => {
    const { title, info } = REWARD_PLAN_MESSAGES.entries[key];
    return { title, value: plan[key], info: typeof info === 'string' ? info : info(plan) };
  };
  return {
    type: entry('type'),
    pointsForNewSubscription: entry('pointsForNewSubscription'),
    pointsBonusForFirstShopping: entry('pointsBonusForFirstShopping'),
    referralBonus: entry('referralBonus'),
    pointsPerDollarSpent: entry('pointsPerDollarSpent'),
    minimumPointsRedeemTarget: entry('minimumPointsRedeemTarget'),
    minimumPointsTargetValueCents: entry('minimumPointsTargetValueCents'),
    pointsExpiryMonths: entry('pointsExpiryMonths'),
    stampsPerReward: entry('stampsPerReward'),
    stampRewardCents: entry('stampRewardCents'),
    stampMinimumSpendCents: entry('stampMinimumSpendCents'),
  };
}
