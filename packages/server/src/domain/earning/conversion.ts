import type { RewardPlan } from '../ledger/reward-plan.js';

type ConversionPlan = Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>;

/**
 * Points to wallet money: whole blocks of `minimumPointsRedeemTarget` points convert, each point
 * worth `minimumPointsTargetValueCents` cents; the remainder stays as points.
 */
export function pointsConversion(
  pointsBalance: number,
  plan: ConversionPlan,
): { points: number; cents: number } {
  const blocks = Math.floor(pointsBalance / plan.minimumPointsRedeemTarget);
  const points = blocks * plan.minimumPointsRedeemTarget;
  return { points, cents: points * plan.minimumPointsTargetValueCents };
}

/**
 * What stands between a balance and its next conversion: the points still to earn and the wallet
 * money the block brings ("120 points to your next $100.00", issue 19).
 */
export function nextConversion(
  pointsBalance: number,
  plan: ConversionPlan,
): { points: number; cents: number } {
  const target = plan.minimumPointsRedeemTarget;
  return {
    points: target - (pointsBalance % target),
    cents: target * plan.minimumPointsTargetValueCents,
  };
}
