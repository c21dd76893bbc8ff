import { toDollars, type GiftCardTransaction } from '../../../contract.js';
import type { LedgerAccount } from '../../../db/schema/index.js';
import type { LedgerRecord } from './ledger-repository.js';

export const GIFT_CARD_ACCOUNTS: LedgerAccount[] = ['gift_card'];

export function toGiftCardTransaction({
  entry,
  memberId,
  memberName,
  actorName,
  storeName,
}: LedgerRecord): GiftCardTransaction {
  // A card's entries are its sale (Purchase, the face value), its redemptions and returns to it.
  const cardId = entry.memberGiftCardId ?? '';
  return {
    id: String(entry.id),
    transactionId: entry.rewardTransactionId ?? entry.purchaseReturnId ?? cardId,
    createdAt: entry.createdAt.toISOString(),
    fromId: memberId,
    fromName: memberName,
    amount: toDollars(Math.abs(entry.amount)),
    type: entry.kind === 'Purchase' || entry.kind === 'Return' ? entry.kind : 'Redeem',
    giftCardId: cardId,
    actorName,
    storeName,
    counter: entry.counter,
  };
}
