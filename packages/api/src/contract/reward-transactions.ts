import { z } from 'zod';
import { customerId, operationPlace } from './customers.js';
import { endpoint } from './endpoint.js';
import { dollars, money } from './money.js';
import { transactionsPage } from './records.js';
import { rewardTransactionStatus, rtId } from './reward-transaction-status.js';
import { memberTier } from './member-tier.js';
import { REWARD_AMOUNT_MESSAGES, redeemsSomething, redemptionWithinBilling } from './reward-amounts.js';

/**
 * Redeem amounts are optional and may be 0 (or empty text); at least one of them must be above 0
 * (docs/product/front-desk.md §5).
 */
const redeem = (label: string) => money(label, { emptyIsZero: true }).optional().default(0);

export const addRewardTransaction = endpoint({
  method: 'POST',
  path: '/rewardtransaction/add',
  access: 'owner-or-staff',
  idempotent: true,
  request: z
    .object({
      customerId,
      billingAmount: money('Billing amount', { positive: true }),
      wallet: redeem('Wallet redeem amount'),
      gc: redeem('Gift card redeem amount'),
      ...operationPlace,
    })
    .refine(redeemsSomething, { error: REWARD_AMOUNT_MESSAGES.redeemRequired, path: ['wallet'] })
    .refine(redemptionWithinBilling, { error: REWARD_AMOUNT_MESSAGES.redeemOverBilling, path: ['gc'] }),
  response: z.object({
    message: z.string(),
    rtId: z.string(),
    status: rewardTransactionStatus,
    billingAmount: dollars,
    walletRedeemAmount: dollars,
    giftCardRedeemAmount: dollars,
    /** What the customer still pays: billing − wallet − gift card. */
    balanceAmount: dollars,
    expiresAt: z.string(),
  }),
});

export const getRewardTransactionStatus = endpoint({
  method: 'POST',
  path: '/rewardtransaction/status',
  access: 'owner-or-staff',
  request: z.object({ rtId }),
  response: z.object({ rtId: z.string(), status: rewardTransactionStatus }),
});

/** Cancels a pending one; deleting it again is a no-op; a completed one cannot be deleted (409). */
export const deleteRewardTransaction = endpoint({
  method: 'POST',
  path: '/rewardtransaction/delete',
  access: 'owner-or-staff',
  request: z.object({ rtId }),
  response: z.object({ message: z.string(), rtId: z.string(), status: rewardTransactionStatus }),
});

/** What a completed reward did, so the screen (and the member) can be told. */
export const rewardOutcome = z.object({
  rtId: z.string(),
  billingAmount: dollars,
  walletRedeemAmount: dollars,
  giftCardRedeemAmount: dollars,
  /** Billing − redemptions: the part that earns points. */
  paidAmount: dollars,
  /** Points for the paid part, at the plan's points per dollar. */
  pointsEarned: z.number().int(),
  /** Welcome points of a new subscription plus the first-shopping bonus, when they applied. */
  bonusPoints: z.number().int(),
  /** Points turned into wallet money by this reward (whole blocks of the plan's target). */
  pointsConverted: z.number().int(),
  /** A stamp for this purchase on a stamp card (1 or 0), and the stamps of a full card turned into wallet money. */
  stampsEarned: z.number().int(),
  stampsConverted: z.number().int(),
  /** Wallet money from this reward's conversions: blocks of points and full stamp cards. */
  walletCredited: dollars,
  pointsBalance: z.number().int(),
  stampsBalance: z.number().int(),
  walletBalance: dollars,
  /** The tier this purchase earned at (its multiplier applied to pointsEarned), or null for none. */
  tier: memberTier.nullable(),
});
export type RewardOutcome = z.infer<typeof rewardOutcome>;

const rewardResponse = z.object({ message: z.string(), data: rewardOutcome });

/**
 * Without `rtId`: a plain reward for the billing amount. With `rtId`: completes that approved
 * redemption (the billing amount must be the one the customer authorised); all in one transaction.
 */
export const rewardCustomer = endpoint({
  method: 'POST',
  path: '/rewardtransaction/reward',
  access: 'owner-or-staff',
  idempotent: true,
  request: z.object({
    customerId,
    billingAmount: money('Billing amount', { positive: true }),
    rtId: rtId.optional(),
    ...operationPlace,
  }),
  response: rewardResponse,
});

/** The spec's subscription reward: the same plain reward (it never redeems, so it takes no rtId). */
export const subscriptionReward = endpoint({
  method: 'POST',
  path: '/subscription/reward',
  access: 'owner-or-staff',
  idempotent: true,
  request: z.object({
    customerId,
    billingAmount: money('Billing amount', { positive: true }),
    ...operationPlace,
  }),
  response: rewardResponse,
});

export const rewardTransaction = z.object({
  id: z.string(),
  createdAt: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  totalBillingAmount: dollars,
  walletRedeemAmount: dollars,
  giftCardRedeemAmount: dollars,
  pointsEarned: z.number().int().nullable(),
  /** Name of the owner or staff member who started it. */
  initiator: z.string(),
  /** Null for a plain reward sent with no store anywhere. */
  storeName: z.string().nullable(),
  /** Null when no counter was named: recorded as unknown. */
  counter: z.string().nullable(),
  status: rewardTransactionStatus,
  completedAt: z.string().nullable(),
});
export type RewardTransaction = z.infer<typeof rewardTransaction>;

/**
 * The business's reward transactions, newest first (5 a page unless asked otherwise); optionally
 * one customer's or some statuses.
 */
export const listRewardTransactions = endpoint({
  method: 'POST',
  path: '/rewardtransaction/list',
  access: 'owner-or-staff',
  request: transactionsPage.extend({
    customerId: customerId.optional(),
    status: z.array(rewardTransactionStatus).max(rewardTransactionStatus.options.length).optional(),
  }),
  response: z.object({ rewardTransactions: z.array(rewardTransaction), totalCount: z.number().int() }),
});
