import type { GiftCardTransaction, RewardTransactionStatus } from '@countertop/api';

/** The transactions screen's texts (docs/product/management.md §2 Transactions, §3). */
export const TRANSACTIONS_TEXT = {
  title: 'Transactions',
  tabs: 'Transaction types',
  tab: { reward: 'Reward', wallet: 'Wallet', giftcard: 'Redeem Giftcards' },
  empty: 'No Transactions found',
  loading: 'Loading transactions',
  pages: 'Transaction pages',
  columns: {
    id: 'Transaction ID',
    date: 'Date',
    memberId: 'Customer ID',
    memberName: 'Customer Name',
    billingAmount: 'Billing Amount',
    amount: 'Amount',
    type: 'Type',
    initiator: 'Initiator',
    status: 'Status',
    from: 'From',
  },
  points: (points: string) => `${points} points`,
} as const;

/** How a reward transaction's status reads in the table. */
export const STATUS_TEXT: Record<RewardTransactionStatus, string> = {
  INITIATED: 'Initiated',
  CUSTOMER_APPROVED: 'Customer Approved',
  CUSTOMER_REJECTED: 'Customer Rejected',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
  DELETED: 'Deleted',
};

/** What a gift-card entry was, in the Redeem Giftcards tab: a sale and a redemption must not look alike. */
export const GIFT_CARD_TYPE_TEXT: Record<GiftCardTransaction['type'], string> = {
  Purchase: 'Sold',
  Redeem: 'Redeemed',
  Return: 'Returned',
};
