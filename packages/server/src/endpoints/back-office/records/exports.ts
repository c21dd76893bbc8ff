import type {
  RewardTransaction,
  Subscription,
  WalletTransaction,
  GiftCardTransaction,
} from '../../../contract.js';
import type { csvDates } from './csv.js';
import { csvMoney, csvText, type CsvColumn } from './csv.js';

/**
 * The columns of each export: the same fields as the screen's list, read from the same wire
 * objects, so a CSV and a page can never disagree. Dates are ISO 8601 with the offset of the
 * business's time zone, money two-decimal.
 */
type Dates = ReturnType<typeof csvDates>;

export function rewardColumns(date: Dates): CsvColumn<RewardTransaction>[] {
  return [
    { header: 'Transaction ID', value: (r) => r.id },
    { header: 'Date', value: (r) => date(r.createdAt) },
    { header: 'Customer ID', value: (r) => r.customerId },
    { header: 'Customer Name', value: (r) => csvText(r.customerName) },
    { header: 'Billing Amount', value: (r) => csvMoney(r.totalBillingAmount) },
    { header: 'Wallet Redeemed', value: (r) => csvMoney(r.walletRedeemAmount) },
    { header: 'Giftcard Redeemed', value: (r) => csvMoney(r.giftCardRedeemAmount) },
    { header: 'Points Earned', value: (r) => r.pointsEarned },
    { header: 'Initiator', value: (r) => csvText(r.initiator) },
    { header: 'Store', value: (r) => csvText(r.storeName) },
    { header: 'Counter', value: (r) => csvText(r.counter) },
    { header: 'Status', value: (r) => r.status },
    { header: 'Completed', value: (r) => date(r.completedAt) },
  ];
}

export function walletColumns(date: Dates): CsvColumn<WalletTransaction>[] {
  return [
    { header: 'Transaction ID', value: (r) => r.transactionId },
    { header: 'Date', value: (r) => date(r.createdAt) },
    { header: 'Customer ID', value: (r) => r.toId },
    { header: 'Customer Name', value: (r) => csvText(r.toName) },
    { header: 'Type', value: (r) => r.type },
    { header: 'Kind', value: (r) => r.kind },
    // The screen's rule: Reward-type amounts are points, the others dollars.
    { header: 'Amount', value: (r) => (r.type === 'Reward' ? r.billingAmount : csvMoney(r.billingAmount)) },
    { header: 'Unit', value: (r) => (r.type === 'Reward' ? 'points' : 'AUD') },
    { header: 'From', value: (r) => csvText(r.fromName) },
    { header: 'Store', value: (r) => csvText(r.storeName) },
    { header: 'Counter', value: (r) => csvText(r.counter) },
  ];
}

export function giftCardColumns(date: Dates): CsvColumn<GiftCardTransaction>[] {
  return [
    { header: 'Transaction ID', value: (r) => r.transactionId },
    { header: 'Date', value: (r) => date(r.createdAt) },
    { header: 'Customer ID', value: (r) => r.fromId },
    { header: 'Customer Name', value: (r) => csvText(r.fromName) },
    { header: 'Type', value: (r) => r.type },
    { header: 'Amount', value: (r) => csvMoney(r.amount) },
    { header: 'Giftcard ID', value: (r) => r.giftCardId },
    { header: 'Staff', value: (r) => csvText(r.actorName) },
    { header: 'Store', value: (r) => csvText(r.storeName) },
    { header: 'Counter', value: (r) => csvText(r.counter) },
  ];
}

export function subscriberColumns(date: Dates): CsvColumn<Subscription>[] {
  return [
    { header: 'Customer ID', value: (r) => r.customerId },
    { header: 'Subscriber Name', value: (r) => csvText(r.customerName) },
    { header: 'Email', value: (r) => csvText(r.email) },
    { header: 'Tier', value: (r) => csvText(r.tier?.name ?? null) },
    { header: 'Giftcard Balance', value: (r) => csvMoney(r.totalGCMoneyBalance) },
    { header: 'Wallet Balance', value: (r) => csvMoney(r.moneyBalance) },
    { header: 'Points Balance', value: (r) => r.pointsBalance },
    { header: 'Stamps Balance', value: (r) => r.stampsBalance },
    { header: 'Total Points Earned', value: (r) => r.totalPointsEarnedTillDate },
    { header: 'Total Money Spent', value: (r) => csvMoney(r.totalMoneySpentTillDate) },
    { header: 'Times Shopped', value: (r) => r.timesShopped },
    { header: 'Times Redeemed', value: (r) => r.timesRedeemed },
    { header: 'Total Referred', value: (r) => r.totalReferred },
    { header: 'Referred By', value: (r) => csvText(r.referredBy?.customerName ?? null) },
    { header: 'Subscribed On', value: (r) => date(r.subscribedOn) },
  ];
}
