import { formatCount, formatMoney, toCents } from '@countertop/api';
import type { WalletTransaction } from '@countertop/api';
import { TRANSACTIONS_TEXT } from '../texts';

/** Signed dollars as Australians read them: -6 → '-$6.00'. */
export function signedMoney(dollars: number): string {
  const cents = toCents(dollars);
  return cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents);
}

/**
 * A wallet transaction's amount (docs/product/management.md §3): a `Reward` entry is points, any
 * other type dollars.
 */
export function walletAmount(row: Pick<WalletTransaction, 'type' | 'billingAmount'>): string {
  return row.type === 'Reward'
    ? TRANSACTIONS_TEXT.points(formatCount(row.billingAmount))
    : signedMoney(row.billingAmount);
}
