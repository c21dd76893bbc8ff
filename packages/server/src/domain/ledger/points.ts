import type { RewardPlan } from './reward-plan.js';

/** floor(paid dollars × points per dollar), in integers: floor(cents × ppd / 100). */
export function pointsForPayment(paidCents: number, plan: Pick<RewardPlan, 'pointsPerDollarSpent'>): number {
  return Math.floor((paidCents * plan.pointsPerDollarSpent) / 100);
}

/**
 * Points to wallet money: whole blocks of `minimumPointsRedeemTarget` points convert, each point
 * worth `minimumPointsTargetValueCents` cents; the remainder stays as points.
 */
export function pointsConversion(
  pointsBalance: number,
  plan: Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>,
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
  plan: Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>,
): { points: number; cents: number } {
  const target = plan.minimumPointsRedeemTarget;
  return {
    points: target - (pointsBalance % target),
    cents: target * plan.minimumPointsTargetValueCents,
  };
}

/**
 * Spreads a gift-card redemption over the member's live cards, soonest expiry first (cards that
 * never expire last; then the oldest sale), so the money most at risk of lapsing is spent first.
 * The caller passes the cards in that order (lockLiveGiftCards sorts them).
 */
export function spreadRedemption(
  cards: readonly { id: string; balanceCents: number }[],
  amountCents: number,
): { id: string; cents: number }[] {
  const parts: { id: string; cents: number }[] = [];
  let left = amountCents;
  for (const card of cards) {
    if (left === 0) break;
    const cents = Math.min(card.balanceCents, left);
    if (cents > 0) parts.push({ id: card.id, cents });
    left -= cents;
  }
  if (left > 0) throw new Error('gift card redemption exceeds the cards given');
  return parts;
}
