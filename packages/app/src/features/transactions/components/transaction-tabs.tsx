import {
  exportGiftCardTransactions,
  exportRewardTransactions,
  exportWalletTransactions,
} from '@countertop/api';
import type {
  GiftCardTransaction,
  listGiftCardTransactions,
  listRewardTransactions,
  listWalletTransactions,
  ResponseOf,
  RewardTransaction,
  WalletTransaction,
} from '@countertop/api';
import { useGiftCardTransactions, useRewardTransactions, useWalletTransactions } from '@countertop/api/react';
import { formatDateTime } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { signedMoney, walletAmount } from '../utils/amounts';
import { GIFT_CARD_TYPE_TEXT, STATUS_TEXT, TRANSACTIONS_TEXT as T } from '../texts';
import type { TransactionSource } from './transaction-table';

const C = T.columns;

/** Columns every tab has: the transaction, when, and the member's code. */
function common<Row extends object>(
  id: (row: Row) => string,
  createdAt: (row: Row) => string,
  memberId: (row: Row) => string,
): DataTableColumn<Row>[] {
  return [
    { id: 'id', header: C.id, cell: id },
    { id: 'date', header: C.date, cell: (row) => formatDateTime(createdAt(row)), isRowHeader: true },
    { id: 'memberId', header: C.memberId, cell: memberId },
  ];
}

const STATUS_TONE = {
  COMPLETED: 'success',
  CUSTOMER_APPROVED: 'accent',
  INITIATED: 'neutral',
  CUSTOMER_REJECTED: 'danger',
  EXPIRED: 'warning',
  DELETED: 'neutral',
} as const;

/** docs/product/management.md §3 Reward transaction: id, createdAt, customerId, totalBillingAmount, initiator, status. */
const rewardColumns: DataTableColumn<RewardTransaction>[] = [
  ...common<RewardTransaction>(
    (row) => row.id,
    (row) => row.createdAt,
    (row) => row.customerId,
  ),
  {
    id: 'amount',
    header: C.billingAmount,
    cell: (row) => signedMoney(row.totalBillingAmount),
    align: 'end',
  },
  { id: 'initiator', header: C.initiator, cell: (row) => row.initiator },
  {
    id: 'status',
    header: C.status,
    cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{STATUS_TEXT[row.status]}</Badge>,
  },
];

/** §3 Wallet transaction: transactionId, createdAt, toId, billingAmount (Reward in points), type, fromName. */
const walletColumns: DataTableColumn<WalletTransaction>[] = [
  ...common<WalletTransaction>(
    (row) => row.transactionId,
    (row) => row.createdAt,
    (row) => row.toId,
  ),
  { id: 'amount', header: C.amount, cell: walletAmount, align: 'end' },
  { id: 'type', header: C.type, cell: (row) => row.type },
  { id: 'from', header: C.from, cell: (row) => row.fromName },
];

/** §3 Giftcard transaction: transactionId, createdAt, fromId, amount, fromName; and what it was (issue 23). */
const giftCardColumns: DataTableColumn<GiftCardTransaction>[] = [
  ...common<GiftCardTransaction>(
    (row) => row.transactionId,
    (row) => row.createdAt,
    (row) => row.fromId,
  ),
  { id: 'amount', header: C.amount, cell: (row) => signedMoney(row.amount), align: 'end' },
  { id: 'type', header: C.type, cell: (row) => GIFT_CARD_TYPE_TEXT[row.type] },
  { id: 'memberName', header: C.memberName, cell: (row) => row.fromName },
];

// On a phone each tab keeps when, how much and what kind; the rest is in the CSV.

export const REWARD_TRANSACTIONS: TransactionSource<
  RewardTransaction,
  ResponseOf<typeof listRewardTransactions>
> = {
  label: T.tab.reward,
  useList: useRewardTransactions,
  rows: (data) => data.rewardTransactions,
  columns: rewardColumns,
  phoneColumns: new Set(['date', 'amount', 'status']),
  exportEndpoint: exportRewardTransactions,
};

export const WALLET_TRANSACTIONS: TransactionSource<
  WalletTransaction,
  ResponseOf<typeof listWalletTransactions>
> = {
  label: T.tab.wallet,
  useList: useWalletTransactions,
  rows: (data) => data.transactions,
  columns: walletColumns,
  phoneColumns: new Set(['date', 'amount', 'type']),
  exportEndpoint: exportWalletTransactions,
};

export const GIFT_CARD_TRANSACTIONS: TransactionSource<
  GiftCardTransaction,
  ResponseOf<typeof listGiftCardTransactions>
> = {
  label: T.tab.giftcard,
  useList: useGiftCardTransactions,
  rows: (data) => data.transactions,
  columns: giftCardColumns,
  phoneColumns: new Set(['date', 'amount', 'type']),
  exportEndpoint: exportGiftCardTransactions,
};
