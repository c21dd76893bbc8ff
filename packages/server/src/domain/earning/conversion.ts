import type { RewardPlan } from '../ledger/reward-plan.js';

type ConversionPlan = Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>;

/**
 * A balance to wallet money in whole blocks: each block of `size` units turns into `cents`; the
 * remainder stays. Points convert in blocks of the redeem target, stamps a card at a time
 * (stamp-card.ts).
 */
export function wholeBlocks(balance: number, size: number, cents: number): { units: number; cents: number } {
  const blocks = Math.floor(balance / size);
  return { units: blocks * size, cents: blocks * cents };
}

/**
 * Points to wallet money: whole blocks of `minimumPointsRedeemTarget` points convert, each point
 * worth `minimumPointsTargetValueCents` cents; the remainder stays as points.
 */
export function pointsConversion(
  pointsBalance: number,
  plan: ConversionPlan,
): { points: number; cents: number } {
  const target = plan.minimumPointsRedeemTarget;
  const block = wholeBlocks(pointsBalance, target, target * plan.minimumPointsTargetValueCents);
  return { points: block.units, cents: block.cents };
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
