import { toDollars, type MemberActivityItem } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import type { LedgerEntryRow } from '../../db/schema/index.js';
import { ledgerOf } from './member-repository.js';

/** The operation an entry belongs to: entries written by one operation share it. */
function operationKey(entry: LedgerEntryRow): string {
  // A referrer's bonus (with what it converted) and its reversal: the referral is theirs, the
  // purchase and the return it came with are the friend's.
  if (entry.referralId) return `referral:${entry.referralId}:${entry.purchaseReturnId ?? 'bonus'}`;
  if (entry.rewardTransactionId) return `rt:${entry.rewardTransactionId}`;
  if (entry.refundId) return `refund:${entry.refundId}`;
  if (entry.purchaseReturnId) return `return:${entry.purchaseReturnId}`;
  // One housekeeping run's expiries of a subscription (one entry per lot) are one item.
  if (entry.kind === 'Expiry') return `expiry:${entry.subscriptionId}:${entry.createdAt.toISOString()}`;
  // A gift-card sale (one or more cards in one cart) names no record of its own on the points
  // entry of a new subscription's welcome: its entries share the subscription and the moment.
  return `at:${entry.subscriptionId}:${entry.createdAt.toISOString()}`;
}

interface Totals {
  pointsEarned: number;
  welcomePoints: number;
  firstShopBonus: number;
  pointsConverted: number;
  walletFromPointsCents: number;
  walletRedeemedCents: number;
  giftCardRedeemedCents: number;
  refundedCents: number;
  giftCardBoughtCents: number;
  returnedToWalletCents: number;
  returnedToGiftCardCents: number;
  pointsReversed: number;
  pointsExpired: number;
  referralBonus: number;
  stampsEarned: number;
  stampsConverted: number;
  walletFromStampsCents: number;
  stampsReversed: number;
  /** The account whose Conversion debit came last: the wallet credit right after it is its money. */
  convertedFrom: 'points' | 'stamps';
}

const emptyTotals = (): Totals => ({
  pointsEarned: 0,
  welcomePoints: 0,
  firstShopBonus: 0,
  pointsConverted: 0,
  walletFromPointsCents: 0,
  walletRedeemedCents: 0,
  giftCardRedeemedCents: 0,
  refundedCents: 0,
  giftCardBoughtCents: 0,
  returnedToWalletCents: 0,
  returnedToGiftCardCents: 0,
  pointsReversed: 0,
  pointsExpired: 0,
  referralBonus: 0,
  stampsEarned: 0,
  stampsConverted: 0,
  walletFromStampsCents: 0,
  stampsReversed: 0,
  convertedFrom: 'points',
});

/** Adds one ledger entry to its operation's totals (debits are stored negative). */
function add(totals: Totals, entry: LedgerEntryRow): void {
  const { account, kind, amount } = entry;
  if (kind === 'Expiry') totals.pointsExpired -= amount;
  else if (kind === 'Return') {
    if (account === 'points') totals.pointsReversed -= amount;
    else if (account === 'stamps') totals.stampsReversed -= amount;
    else if (account === 'wallet') totals.returnedToWalletCents += amount;
    else totals.returnedToGiftCardCents += amount;
  } else if (account === 'points') {
    if (kind === 'NewSubscription') totals.welcomePoints += amount;
    else if (kind === 'FirstShoppingBonus') totals.firstShopBonus += amount;
    else if (kind === 'ReferralBonus') totals.referralBonus += amount;
    else if (kind === 'Conversion') {
      totals.pointsConverted -= amount;
      totals.convertedFrom = 'points';
    } else totals.pointsEarned += amount;
  } else if (account === 'stamps') {
    if (kind === 'Conversion') {
      totals.stampsConverted -= amount;
      totals.convertedFrom = 'stamps';
    } else totals.stampsEarned += amount;
  } else if (account === 'wallet') {
    // Posting writes each Conversion debit right before its wallet credit (entries come in id order).
    if (kind === 'Conversion' && totals.convertedFrom === 'stamps') totals.walletFromStampsCents += amount;
    else if (kind === 'Conversion') totals.walletFromPointsCents += amount;
    else if (kind === 'Redeem') totals.walletRedeemedCents -= amount;
    else if (kind === 'Refund') totals.refundedCents += amount;
  } else if (kind === 'Redeem') totals.giftCardRedeemedCents -= amount;
  else if (kind === 'Purchase') totals.giftCardBoughtCents += amount;
}

function kindOf(key: string, totals: Totals): MemberActivityItem['kind'] {
  if (key.startsWith('referral:')) return key.endsWith(':bonus') ? 'referral' : 'referralReversal';
  if (key.startsWith('rt:')) {
    return totals.walletRedeemedCents + totals.giftCardRedeemedCents > 0 ? 'redemption' : 'reward';
  }
  if (key.startsWith('refund:') || totals.refundedCents > 0) return 'refund';
  if (key.startsWith('return:')) return 'return';
  if (key.startsWith('expiry:')) return 'expiry';
  if (totals.giftCardBoughtCents > 0) return 'giftCardPurchase';
  return 'welcome';
}

/**
 * The member's history at every business, newest first, read from the ledger: every balance
 * change is an entry there, so the history can never disagree with the balances. Entries are
 * grouped into the operation that wrote them (a purchase, a refund, a gift-card sale). A member's
 * own ledger is a handful of entries per visit, so it is read whole. `businessId` keeps one
 * business's (the owner's view of a subscriber).
 */
export async function memberActivity(
  db: Queryable,
  memberRowId: string,
  businessId?: string,
): Promise<{ activity: MemberActivityItem[] }> {
  const rows = await ledgerOf(db, memberRowId, businessId);

  const operations = new Map<
    string,
    {
      businessId: string;
      businessName: string;
      at: Date;
      lastId: number;
      totals: Totals;
      billingCents: number;
      storeName: string | null;
    }
  >();
  for (const { entry, businessName, storeName, billingCents } of rows) {
    const key = operationKey(entry);
    let operation = operations.get(key);
    if (!operation) {
      operation = {
        businessId: entry.businessId,
        businessName,
        at: entry.createdAt,
        lastId: entry.id,
        totals: emptyTotals(),
        billingCents: billingCents ?? 0,
        storeName: null,
      };
      operations.set(key, operation);
    }
    operation.at = entry.createdAt > operation.at ? entry.createdAt : operation.at;
    operation.lastId = entry.id;
    operation.storeName ??= storeName;
    add(operation.totals, entry);
  }

  const activity = [...operations.entries()]
    // Newest first; the entry id breaks ties between operations of the same instant.
    .sort(([, a], [, b]) => b.at.getTime() - a.at.getTime() || b.lastId - a.lastId)
    .map(([key, { businessId, businessName, at, totals, billingCents, storeName }]) => ({
      id: key,
      businessId,
      businessName,
      storeName,
      kind: kindOf(key, totals),
      occurredAt: at.toISOString(),
      billingAmount: toDollars(billingCents),
      pointsEarned: totals.pointsEarned,
      welcomePoints: totals.welcomePoints,
      firstShopBonus: totals.firstShopBonus,
      pointsConverted: totals.pointsConverted,
      walletFromPoints: toDollars(totals.walletFromPointsCents),
      stampsEarned: totals.stampsEarned,
      stampsConverted: totals.stampsConverted,
      walletFromStamps: toDollars(totals.walletFromStampsCents),
      walletRedeemed: toDollars(totals.walletRedeemedCents),
      giftCardRedeemed: toDollars(totals.giftCardRedeemedCents),
      refunded: toDollars(totals.refundedCents),
      giftCardBought: toDollars(totals.giftCardBoughtCents),
      returnedToWallet: toDollars(totals.returnedToWalletCents),
      returnedToGiftCard: toDollars(totals.returnedToGiftCardCents),
      pointsReversed: totals.pointsReversed,
      stampsReversed: totals.stampsReversed,
      pointsExpired: totals.pointsExpired,
      referralBonus: totals.referralBonus,
    }));
  return { activity };
}
