import { z } from 'zod';
import { listOf, pageRequest } from './common.js';
import { customerId } from './customers.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { memberActivityItem } from './member-activity.js';
import { dollars } from './money.js';
import { memberTier } from './member-tier.js';
import { referrer } from './referral-code.js';

/**
 * The owner's records (docs/product/management.md §2 Transactions and Subscribers, §3): what the
 * ledger and the money records already keep, read back. Transactions page 5 at a time, subscribers
 * 10; `offset` is the number of items to skip, as everywhere in this API.
 */

/** The transactions screen's page size (docs/product/management.md §9). */
export const TRANSACTIONS_PAGE_SIZE = 5;
/** The subscribers screen's page size. */
export const SUBSCRIBERS_PAGE_SIZE = 10;

/** A page of transactions: 5 unless the caller asks for another size. */
export const transactionsPage = pageRequest.extend({
  limit: z.number().int().min(1).max(100).default(TRANSACTIONS_PAGE_SIZE),
});

/**
 * A change of a member's points or wallet. `type` is what the screen switches on: `Reward` for
 * every points entry (shown in points), the wallet's own kinds otherwise (shown in dollars).
 * `kind` is the ledger's exact reason. `billingAmount` is signed: credits positive.
 */
export const walletTransactionTypes = ['Reward', 'Conversion', 'Redeem', 'Refund', 'Return'] as const;
export const walletTransaction = z.object({
  /** The ledger entry: unique per row. */
  id: z.string(),
  /** The reward transaction, refund or return the entry belongs to; several entries may share one. */
  transactionId: z.string(),
  createdAt: z.string(),
  /** The member's memberId. */
  toId: z.string(),
  toName: z.string(),
  /** Points for type `Reward`, decimal dollars otherwise. */
  billingAmount: z.number(),
  type: z.enum(walletTransactionTypes),
  kind: z.enum([
    'NewSubscription',
    'FirstShoppingBonus',
    'Reward',
    'Conversion',
    'Redeem',
    'Refund',
    'Return',
    'Expiry',
    'ReferralBonus',
  ]),
  /** The owner or staff member at the desk (for an expiry, the owner: docs/decisions.md 48). */
  fromName: z.string(),
  storeName: z.string().nullable(),
  counter: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/**
 * A gift card sold (`Purchase`, the card's face value), spent on a purchase (`Redeem`), or given
 * back its share of a returned purchase (`Return`).
 */
export const giftCardTransaction = z.object({
  id: z.string(),
  /** The reward transaction a redemption paid for, the return for a return, or the card itself for a sale. */
  transactionId: z.string(),
  createdAt: z.string(),
  /** The member whose card it is (memberId). */
  fromId: z.string(),
  fromName: z.string(),
  /** Decimal dollars, always positive. */
  amount: dollars,
  type: z.enum(['Purchase', 'Redeem', 'Return']),
  giftCardId: z.string(),
  /** The owner or staff member at the desk. */
  actorName: z.string(),
  storeName: z.string().nullable(),
  counter: z.string().nullable(),
});
export type GiftCardTransaction = z.infer<typeof giftCardTransaction>;

/** Newest first: points and wallet entries of every member of the business. */
export const listWalletTransactions = endpoint({
  method: 'POST',
  path: '/transaction/wallet/list',
  access: 'owner',
  request: transactionsPage,
  response: z.object({ transactions: z.array(walletTransaction), totalCount: z.number().int() }),
});

/** Newest first: every gift card sold and every redemption from one. */
export const listGiftCardTransactions = endpoint({
  method: 'POST',
  path: '/transaction/giftcard/list',
  access: 'owner',
  request: transactionsPage,
  response: z.object({ transactions: z.array(giftCardTransaction), totalCount: z.number().int() }),
});

/** A member at this business (docs/product/management.md §3 Subscription). Money in decimal dollars. */
export const subscription = z.object({
  customerId: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** Live (unexpired) gift cards. */
  totalGCMoneyBalance: dollars,
  /** The wallet. */
  moneyBalance: dollars,
  pointsBalance: z.number().int(),
  /** Stamps on the member's current card (a Stamps plan; ours, beyond the spec). */
  stampsBalance: z.number().int(),
  totalPointsEarnedTillDate: z.number().int(),
  totalMoneySpentTillDate: dollars,
  timesShopped: z.number().int(),
  timesRedeemed: z.number().int(),
  /** Members this one referred here whose first purchase was made (and not returned within 30 days). */
  totalReferred: z.number().int(),
  subscribedOn: z.string(),
  /** The member's tier here, or null: none reached, or the business has no tiers. */
  tier: memberTier.nullable(),
  /** The subscriber whose referral code brought this member here, or null (docs/domain.md, "Referrals"). */
  referredBy: referrer.nullable(),
});
export type Subscription = z.infer<typeof subscription>;

/** The business's subscribers, newest subscription first. */
export const listSubscriptions = endpoint({
  method: 'POST',
  path: '/subscription/list',
  access: 'owner',
  request: pageRequest.extend({
    limit: z.number().int().min(1).max(100).default(SUBSCRIBERS_PAGE_SIZE),
  }),
  response: listOf(subscription),
});

export const SUBSCRIPTION_MESSAGES = { notFound: 'Customer not found.' } as const;

/** One subscriber's details; a member who is not subscribed here is 404 'Customer not found.'. */
export const subscriptionDetails = endpoint({
  method: 'POST',
  path: '/subscription/details',
  access: 'owner',
  request: z.object({ customerId }),
  /**
   * `history` is ours (issue 19): the member's activity at this business, newest first, as the
   * member app lists it, so the owner sees the same reasons the member does.
   */
  response: z.object({ data: subscription, history: z.array(memberActivityItem) }),
});

/**
 * A CSV file the server streams (bearer token as for any call): the rows of a list, every one of
 * them, without paging. `GET` without a body, or `POST` with the list's filters as the body.
 * `fileName` is the download's name.
 */
export interface DownloadEndpoint<Req extends z.ZodType = z.ZodType> extends Endpoint<Req, z.ZodString> {
  download: { fileName: string; contentType: 'text/csv; charset=utf-8' };
}

/** A CSV export of every row (`GET`), or of the rows that pass `filters` (`POST`). */
export function csvExport(path: string, fileName: string): DownloadEndpoint<z.ZodVoid>;
export function csvExport<Req extends z.ZodType>(
  path: string,
  fileName: string,
  filters: Req,
): DownloadEndpoint<Req>;
export function csvExport(path: string, fileName: string, filters?: z.ZodType): DownloadEndpoint {
  return {
    method: filters ? 'POST' : 'GET',
    path,
    access: 'owner',
    request: filters ?? z.void(),
    response: z.string(),
    download: { fileName, contentType: 'text/csv; charset=utf-8' },
  };
}

export function isDownloadEndpoint(e: Endpoint): e is DownloadEndpoint {
  return 'download' in e;
}

export const exportRewardTransactions = csvExport('/rewardtransaction/export', 'reward-transactions.csv');
export const exportWalletTransactions = csvExport('/transaction/wallet/export', 'wallet-transactions.csv');
export const exportGiftCardTransactions = csvExport(
  '/transaction/giftcard/export',
  'giftcard-transactions.csv',
);
export const exportSubscriptions = csvExport('/subscription/export', 'subscribers.csv');
