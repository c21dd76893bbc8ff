import { formatMoney } from '@/lib/format';

/** Digits with at most two decimals, including what is met while typing ('', '12.', '.5'). */
const AMOUNT_TEXT = /^\d*(?:\.\d{0,2})?$/;

export const AMOUNT_MESSAGES = {
  walletOver: (balance: number) => `Cannot exceed the available wallet balance of ${formatMoney(balance)}.`,
  giftcardOver: (balance: number) =>
    `Cannot exceed the available gift card balance of ${formatMoney(balance)}.`,
  sumOver: 'The sum of wallet and gift card redeem amounts cannot exceed the billing amount.',
} as const;

/** Whether the text may stand in an amount field (spec part 1 §5). */
export function isAmountText(text: string): boolean {
  return AMOUNT_TEXT.test(text);
}

/**
 * The amount in integer cents, or null for an empty or unfinished field ('', '.') or text that is
 * not an amount. Read from the digits, never through a float, so '0.29' is 29 cents exactly.
 */
export function toCents(text: string): number | null {
  const trimmed = text.trim();
  if (!isAmountText(trimmed) || trimmed === '' || trimmed === '.') return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the wire's two-decimal text: 1250 → '12.50'. */
export function centsToText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Dollars from the server as whole cents (12.5 → 1250), free of float noise. */
export function dollarsToCents(dollars: number | undefined): number {
  return dollars === undefined ? 0 : Math.round(dollars * 100);
}

export interface RewardAmounts {
  billing: string;
  wallet: string;
  giftcard: string;
}

export interface AvailableBalances {
  /** Wallet money at this business, in dollars. */
  wallet: number | undefined;
  /** Live gift cards at this business, in dollars. */
  giftcard: number | undefined;
}

export interface RewardAmountsCheck {
  billingCents: number | null;
  walletCents: number;
  giftcardCents: number;
  /** A redeem amount above 0 was entered: the member must authorise it. */
  hasRedemption: boolean;
  /** What the customer still pays: billing − wallet − gift card (never below 0). */
  balanceCents: number;
  walletError?: string;
  giftcardError?: string;
  sumError?: string;
  /** Next may be pressed. */
  canProceed: boolean;
}

/**
 * The reward form's rules (spec part 1 §5): billing above 0; wallet redeem within the wallet
 * balance; gift card redeem within the gift card balance; both together within the billing amount.
 */
export function checkRewardAmounts(amounts: RewardAmounts, available: AvailableBalances): RewardAmountsCheck {
  const billingCents = toCents(amounts.billing);
  const walletCents = toCents(amounts.wallet) ?? 0;
  const giftcardCents = toCents(amounts.giftcard) ?? 0;
  const walletAvailable = available.wallet ?? 0;
  const giftcardAvailable = available.giftcard ?? 0;
  const walletError =
    walletCents > dollarsToCents(walletAvailable) ? AMOUNT_MESSAGES.walletOver(walletAvailable) : undefined;
  const giftcardError =
    giftcardCents > dollarsToCents(giftcardAvailable)
      ? AMOUNT_MESSAGES.giftcardOver(giftcardAvailable)
      : undefined;
  const sumError =
    billingCents !== null && walletCents + giftcardCents > billingCents ? AMOUNT_MESSAGES.sumOver : undefined;
  const billingOk = billingCents !== null && billingCents > 0;
  return {
    billingCents,
    walletCents,
    giftcardCents,
    hasRedemption: walletCents > 0 || giftcardCents > 0,
    balanceCents: Math.max(0, (billingCents ?? 0) - walletCents - giftcardCents),
    walletError,
    giftcardError,
    sumError,
    canProceed: billingOk && !walletError && !giftcardError && !sumError,
  };
}

/** The refund rule (spec part 1 §5): an amount above 0. */
export function canRefund(text: string): boolean {
  const cents = toCents(text);
  return cents !== null && cents > 0;
}
