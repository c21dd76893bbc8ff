/**
 * The amount rules of a reward with redemption (docs/domain.md, "Reward with redemption"), in integer cents. The
 * contract's request schema refines with them and the reward form checks what is typed with them,
 * so a rule and its text are written once.
 */

/** The amounts of a reward transaction, in cents: the bill and what is paid from each balance. */
export interface RedemptionAmounts {
  billingAmount: number;
  wallet: number;
  gc: number;
}

export const REWARD_AMOUNT_MESSAGES = {
  redeemRequired: 'Enter a wallet or gift card redeem amount.',
  redeemOverBilling: 'The sum of wallet and gift card redeem amounts cannot exceed the billing amount.',
} as const;

/** Something is paid from the wallet or a gift card: the member must authorise it. */
export function redeemsSomething({ wallet, gc }: Pick<RedemptionAmounts, 'wallet' | 'gc'>): boolean {
  return wallet > 0 || gc > 0;
}

/** Wallet and gift card together pay at most the bill. */
export function redemptionWithinBilling({ billingAmount, wallet, gc }: RedemptionAmounts): boolean {
  return wallet + gc <= billingAmount;
}
