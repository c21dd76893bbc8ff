import type { RewardPlan } from '../ledger/reward-plan.js';

/**
 * Referrals (docs/domain.md, "Referrals"): a member who signed up with another's code earns that
 * referrer the plan's `referralBonus` with their first completed purchase at the business, and a
 * return of that whole purchase within 30 days takes it back.
 */

/**
 * Whether a completed purchase earns its member's referral: their first here (`timesShopped` 0 on
 * the locked subscription, so two first purchases at once earn it once) with a referral still
 * pending. A referral not earned by the first purchase never is.
 */
export function earnsReferral(member: { timesShopped: number }, referralPending: boolean): boolean {
  return member.timesShopped === 0 && referralPending;
}

/**
 * The referrer's points for a referral: the plan's `referralBonus`. A stamp card earns no points
 * (docs/decisions.md 56), so on a Stamps plan the referral counts but brings no points.
 */
export function referralBonus(plan: Pick<RewardPlan, 'type' | 'referralBonus'>): number {
  return plan.type === 'Points' ? plan.referralBonus : 0;
}

/** How long after the referred purchase a return of all of it takes the referral back. */
export const REFERRAL_RETURN_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * Whether a return takes an earned referral back: it returns what was left of the referred
 * purchase (the purchase is then returned in full) within 30 days of the purchase. A partial
 * return, or the last one after the 30 days, leaves the referral earned.
 */
export function reversesReferral(purchase: {
  completedAt: Date;
  returnedAt: Date;
  returnsTheRest: boolean;
}): boolean {
  return (
    purchase.returnsTheRest &&
    purchase.returnedAt.getTime() - purchase.completedAt.getTime() <= REFERRAL_RETURN_WINDOW_MS
  );
}

/**
 * What a reversal takes from the referrer: the bonus, at most the points they still have. Points
 * already converted to wallet money or spent stay with them, as a returned purchase's own points
 * do; the rest is the shortfall, recorded on the referral.
 */
export function referralReversal(
  bonusPoints: number,
  referrerPointsBalance: number,
): { points: number; shortfall: number } {
  const points = Math.min(bonusPoints, referrerPointsBalance);
  return { points, shortfall: bonusPoints - points };
}
