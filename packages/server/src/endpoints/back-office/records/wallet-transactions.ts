import { toDollars, type WalletTransaction } from '../../../contract.js';
import type { LedgerAccount } from '../../../db/schema/index.js';
import type { LedgerRecord } from './ledger-repository.js';

/** The wallet tab reads points and wallet entries (points are the `Reward` type, in points). */
export const WALLET_ACCOUNTS: LedgerAccount[] = ['points', 'wallet'];

export function toWalletTransaction({
  entry,
  memberId,
  memberName,
  actorName,
  storeName,
}: LedgerRecord): WalletTransaction {
  const isPoints = entry.account === 'points';
  // Only these kinds reach the points and wallet accounts (the ledger's CHECK and Posting).
  const kind = entry.kind as WalletTransaction['kind'];
  return {
    id: String(entry.id),
    transactionId:
      entry.rewardTransactionId ??
      entry.refundId ??
      entry.purchaseReturnId ??
      entry.referralId ??
      String(entry.id),
    createdAt: entry.createdAt.toISOString(),
    toId: memberId,
    toName: memberName,
    billingAmount: isPoints ? entry.amount : toDollars(entry.amount),
    type: isPoints ? 'Reward' : (kind as Exclude<WalletTransaction['type'], 'Reward'>),
    kind,
    fromName: actorName,
    storeName,
    counter: entry.counter,
  };
}
