import type { RewardPlan } from '../ledger/reward-plan.js';
import { NO_MULTIPLIER } from './tier.js';

/** The amounts of a purchase, in cents: the bill and what the member's balances paid of it. */
export interface PurchaseAmounts {
  billingCents: number;
  walletCents: number;
  giftCardCents: number;
}

/**
 * The part the member paid with their own money: the bill less the wallet and gift-card money
 * redeemed on it. Only this part earns points, so money the business already gave (wallet) or was
 * already paid (gift cards) never earns twice.
 */
export function paidCents(purchase: PurchaseAmounts): number {
  return purchase.billingCents - purchase.walletCents - purchase.giftCardCents;
}

/**
 * floor(paid dollars × points per dollar × the member's tier multiplier), in integers:
 * floor(cents × ppd × hundredths / 10,000). One floor for the whole product, so a $12.99 bill at
 * ×1.5 earns 19 points, not 1.5 × 12 = 18 (tier.ts).
 */
export function pointsOnPaidPart(
  cents: number,
  plan: Pick<RewardPlan, 'pointsPerDollarSpent'>,
  multiplierHundredths: number = NO_MULTIPLIER,
): number {
  return Math.floor((cents * plan.pointsPerDollarSpent * multiplierHundredths) / 10_000);
}
