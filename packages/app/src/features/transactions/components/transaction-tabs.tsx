import {
  exportGiftCardTransactions,
  exportRewardTransactions,
  exportWalletTransactions,
} from '@countertop/api';
import type { GiftCardTransaction, RewardTransaction, WalletTransaction } from '@countertop/api';
import { useGiftCardTransactions, useRewardTransactions, useWalletTransactions } from '@countertop/api/react';
import { formatDateTime } from '@countertop/app-kit';
import { Badge } from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { PAGED_LIST_QUERY } from '@/lib/use-page';
import type { PageState } from '@/lib/use-page';
import { signedMoney, walletAmount } from '../utils/amounts';
import { STATUS_TEXT, TRANSACTIONS_TEXT as T } from '../texts';
import { TransactionTable } from './transaction-table';

const C = T.columns;

/** Columns every tab has: the transaction, when, and the member's code. */
function common<Row extends object>(
  id: (row: Row) => string,
  createdAt: (row: Row) => string,
  customerId: (row: Row) => string,
): DataTableColumn<Row>[] {
  return [
    { id: 'id', header: C.id, cell: id },
    { id: 'date', header: C.date, cell: (row) => formatDateTime(createdAt(row)), isRowHeader: true },
    { id: 'customerId', header: C.customerId, cell: customerId },
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

/** §3 Giftcard transaction: transactionId, createdAt, fromId, amount, fromName. */
const giftCardColumns: DataTableColumn<GiftCardTransaction>[] = [
  ...common<GiftCardTransaction>(
    (row) => row.transactionId,
    (row) => row.createdAt,
    (row) => row.fromId,
  ),
  { id: 'amount', header: C.amount, cell: (row) => signedMoney(row.amount), align: 'end' },
  { id: 'customerName', header: C.customerName, cell: (row) => row.fromName },
];

/** On a phone: when, how much and what kind; the rest is in the CSV. */
const REWARD_PHONE = new Set(['date', 'amount', 'status']);
const WALLET_PHONE = new Set(['date', 'amount', 'type']);
const GIFT_CARD_PHONE = new Set(['date', 'amount', 'customerName']);

export function RewardTransactions({ paging }: { paging: PageState }) {
  const list = useRewardTransactions(paging.request, PAGED_LIST_QUERY);
  return (
    <TransactionTable
      label={T.tab.reward}
      paging={paging}
      query={list}
      rows={list.data?.rewardTransactions}
      totalCount={list.data?.totalCount}
      columns={rewardColumns}
      phoneColumns={REWARD_PHONE}
      exportEndpoint={exportRewardTransactions}
    />
  );
}

export function WalletTransactions({ paging }: { paging: PageState }) {
  const list = useWalletTransactions(paging.request, PAGED_LIST_QUERY);
  return (
    <TransactionTable
      label={T.tab.wallet}
      paging={paging}
      query={list}
      rows={list.data?.transactions}
      totalCount={list.data?.totalCount}
      columns={walletColumns}
      phoneColumns={WALLET_PHONE}
      exportEndpoint={exportWalletTransactions}
    />
  );
}

export function GiftCardTransactions({ paging }: { paging: PageState }) {
  const list = useGiftCardTransactions(paging.request, PAGED_LIST_QUERY);
  return (
    <TransactionTable
      label={T.tab.giftcard}
      paging={paging}
      query={list}
      rows={list.data?.transactions}
      totalCount={list.data?.totalCount}
      columns={giftCardColumns}
      phoneColumns={GIFT_CARD_PHONE}
      exportEndpoint={exportGiftCardTransactions}
    />
  );
}
