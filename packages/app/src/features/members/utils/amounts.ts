import {
  formatMoney,
  parseAmount,
  redeemsSomething,
  redemptionWithinBilling,
  REWARD_AMOUNT_MESSAGES,
} from '@countertop/api';
import { MEMBER_TEXT } from '../texts';

/**
 * What is wrong with what an amount field holds ('Billing Amount cannot be more than
 * $1,000,000.'), or undefined while it is empty or a valid amount: the field says it, rather than
 * its button staying grey without a reason.
 */
export function amountError(text: string, label: string): string | undefined {
  if (text.trim() === '' || text.trim() === '.') return undefined;
  const parsed = parseAmount(text, label);
  return parsed.ok ? undefined : parsed.message;
}

/**
 * The amount an amount field holds, in integer cents, or null while it holds none ('', '.') or
 * more than the contract accepts. The contract's own parser: the form and the server read the
 * same text the same way.
 */
export function amountCents(text: string): number | null {
  // The label names the field in the parser's messages; the form shows its own texts instead.
  const parsed = parseAmount(text, 'Amount');
  return parsed.ok ? parsed.cents : null;
}

export interface RewardAmounts {
  billing: string;
  wallet: string;
  giftCard: string;
}

export interface AvailableBalances {
  /** Wallet money at this business, in cents. */
  wallet: number | undefined;
  /** Live gift cards at this business, in cents. */
  giftCard: number | undefined;
}

export interface RewardAmountsCheck {
  billingCents: number | null;
  walletCents: number;
  giftCardCents: number;
  /** A redeem amount above 0 was entered: the member must authorise it. */
  hasRedemption: boolean;
  /** What the member still pays: billing − wallet − gift card (never below 0). */
  balanceCents: number;
  billingError?: string;
  walletError?: string;
  giftCardError?: string;
  sumError?: string;
  /** Next may be pressed. */
  canProceed: boolean;
  /** Why Next may not be pressed, when it may not. */
  blockedReason?: string;
}

/**
 * The reward form's rules (docs/product/front-desk.md §5): billing above 0; wallet redeem within the wallet
 * balance; gift card redeem within the gift card balance; both together within the billing amount
 * (the contract's rule and text).
 */
export function checkRewardAmounts(amounts: RewardAmounts, available: AvailableBalances): RewardAmountsCheck {
  const billingCents = amountCents(amounts.billing);
  const walletCents = amountCents(amounts.wallet) ?? 0;
  const giftCardCents = amountCents(amounts.giftCard) ?? 0;
  const walletAvailable = available.wallet ?? 0;
  const giftCardAvailable = available.giftCard ?? 0;
  const billingError = amountError(amounts.billing, MEMBER_TEXT.billing);
  const walletError =
    amountError(amounts.wallet, MEMBER_TEXT.walletRedeem) ??
    (walletCents > walletAvailable ? MEMBER_TEXT.walletOver(walletAvailable) : undefined);
  const giftCardError =
    amountError(amounts.giftCard, MEMBER_TEXT.giftCardRedeem) ??
    (giftCardCents > giftCardAvailable ? MEMBER_TEXT.giftCardOver(giftCardAvailable) : undefined);
  const sumError =
    billingCents !== null &&
    !redemptionWithinBilling({ billingAmount: billingCents, wallet: walletCents, gc: giftCardCents })
      ? REWARD_AMOUNT_MESSAGES.redeemOverBilling
      : undefined;
  const billingOk = billingCents !== null && billingCents > 0;
  const fieldsOk = !billingError && !walletError && !giftCardError && !sumError;
  const blockedReason = !fieldsOk ? MEMBER_TEXT.fixAmounts : !billingOk ? MEMBER_TEXT.needBilling : undefined;
  return {
    billingCents,
    walletCents,
    giftCardCents,
    hasRedemption: redeemsSomething({ wallet: walletCents, gc: giftCardCents }),
    balanceCents: Math.max(0, (billingCents ?? 0) - walletCents - giftCardCents),
    billingError,
    walletError,
    giftCardError,
    sumError,
    canProceed: blockedReason === undefined,
    blockedReason,
  };
}

/** The refund rule (docs/product/front-desk.md §5): the amount in cents when it is above 0, else null. */
export function refundCents(text: string): number | null {
  const cents = amountCents(text);
  return cents !== null && cents > 0 ? cents : null;
}

export interface ReturnAmountCheck {
  /** The amount to return, in cents, when it is one the purchase allows. */
  cents: number | null;
  /** What the field says is wrong with it. */
  error?: string;
}

/**
 * The return rule (docs/domain.md, "Returns"): above 0 and at most what is still returnable on the
 * purchase, refused in the field with the amount left, as the server would refuse it.
 */
export function checkReturnAmount(text: string, returnableCents: number): ReturnAmountCheck {
  const error = amountError(text, MEMBER_TEXT.returnAmountName);
  if (error) return { cents: null, error };
  const cents = refundCents(text);
  if (cents !== null && cents > returnableCents) {
    return { cents: null, error: MEMBER_TEXT.returnOver(formatMoney(returnableCents)) };
  }
  return { cents };
}
