import type { RewardPlan } from '../ledger/reward-plan.js';

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

/** floor(paid dollars × points per dollar), in integers: floor(cents × ppd / 100). */
export function pointsOnPaidPart(cents: number, plan: Pick<RewardPlan, 'pointsPerDollarSpent'>): number {
  return Math.floor((cents * plan.pointsPerDollarSpent) / 100);
}
