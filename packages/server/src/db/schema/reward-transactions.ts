import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actorColumns, deskColumns, subscriptionColumns, userColumn } from './money-record-columns.js';
import { users } from './users.js';

/** Stored states; EXPIRED is derived from expiresAt and never stored. */
export type StoredRewardStatus =
  'INITIATED' | 'CUSTOMER_APPROVED' | 'CUSTOMER_REJECTED' | 'COMPLETED' | 'DELETED';

/**
 * A reward: either a redemption the member authorises from their app (created INITIATED) or a
 * plain reward (created COMPLETED). Completion is the one place that moves the money.
 */
export const rewardTransactions = pgTable(
  'reward_transactions',
  {
    id: uuid('id').primaryKey(),
    ...subscriptionColumns(),
    ...deskColumns(),
    initiatorUserId: userColumn('initiator_user_id'),
    billingCents: bigint('billing_cents', { mode: 'number' }).notNull(),
    walletRedeemCents: bigint('wallet_redeem_cents', { mode: 'number' }).notNull(),
    giftCardRedeemCents: bigint('gift_card_redeem_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<StoredRewardStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * createdAt + 10 minutes, moved to answeredAt + 10 minutes when the member approves: after
     * it, an unanswered or an approved but uncompleted one is EXPIRED.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who withdrew it (status DELETED): the owner or staff member whose call cancelled it. */
    deletedByUserId: uuid('deleted_by_user_id').references(() => users.id),
    pointsEarned: bigint('points_earned', { mode: 'number' }),
  },
  (t) => [
    index('reward_transactions_business_created').on(t.businessId, t.createdAt),
    index('reward_transactions_member_status').on(t.memberRowId, t.status),
    // A member's completed purchases of the last 365 days, read at each purchase for their tier.
    index('reward_transactions_subscription_completed').on(t.subscriptionId, t.completedAt),
    check(
      'reward_transactions_status_valid',
      sql`${t.status} in ('INITIATED', 'CUSTOMER_APPROVED', 'CUSTOMER_REJECTED', 'COMPLETED', 'DELETED')`,
    ),
    check('reward_transactions_billing_positive', sql`${t.billingCents} > 0`),
    check(
      'reward_transactions_redeem_range',
      sql`${t.walletRedeemCents} >= 0 and ${t.giftCardRedeemCents} >= 0 and ${t.walletRedeemCents} + ${t.giftCardRedeemCents} <= ${t.billingCents}`,
    ),
    check(
      'reward_transactions_completed',
      sql`(${t.status} = 'COMPLETED') = (${t.completedAt} is not null and ${t.completedByUserId} is not null)`,
    ),
  ],
);

/** A refund to the member's wallet (domain: Refund entry recording who, where and when). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...subscriptionColumns(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    ...deskColumns(),
    ...actorColumns(),
  },
  (t) => [
    index('refunds_business_created').on(t.businessId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A return of (part of) a completed purchase (docs/domain.md, "Returns"): what the member got back
 * to the wallet and to the gift cards it was paid with, the points taken back and what could not
 * be taken back (the member had spent or converted them). The purchase's returnable amount is its
 * billing minus the sum of its returns' amounts.
 */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: uuid('id').primaryKey(),
    ...subscriptionColumns(),
    rewardTransactionId: uuid('reward_transaction_id')
      .notNull()
      .references(() => rewardTransactions.id, { onDelete: 'restrict' }),
    /** The part of the bill returned (R). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The wallet's share of R, credited to the wallet. */
    walletCents: bigint('wallet_cents', { mode: 'number' }).notNull(),
    /** The gift cards' share of R, credited to the cards it came from (or to the wallet, below). */
    giftCardCents: bigint('gift_card_cents', { mode: 'number' }).notNull(),
    /** The part of giftCardCents whose card had expired, credited to the wallet instead. */
    giftCardToWalletCents: bigint('gift_card_to_wallet_cents', { mode: 'number' }).notNull(),
    /** Points the rule takes back for R (floor(P × R / B), the rest on the last return). */
    pointsDue: bigint('points_due', { mode: 'number' }).notNull(),
    /** Bonus points (welcome, first shopping) taken back with the last return. */
    bonusPointsDue: bigint('bonus_points_due', { mode: 'number' }).notNull(),
    /** What was actually debited: at most the member's points balance. */
    pointsReversed: bigint('points_reversed', { mode: 'number' }).notNull(),
    /** pointsDue + bonusPointsDue − pointsReversed: points the member had already spent or converted. */
    pointsShortfall: bigint('points_shortfall', { mode: 'number' }).notNull(),
    /** Stamps taken back with the last return (the purchase's stamp), at most the card's stamps. */
    stampsReversed: integer('stamps_reversed').notNull().default(0),
    /** The purchase's stamp the card no longer had (it had turned into wallet money). */
    stampsShortfall: integer('stamps_shortfall').notNull().default(0),
    ...deskColumns(),
    ...actorColumns(),
  },
  (t) => [
    index('purchase_returns_reward_transaction').on(t.rewardTransactionId),
    index('purchase_returns_business_created').on(t.businessId, t.createdAt),
    check('purchase_returns_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'purchase_returns_shares',
      sql`${t.walletCents} >= 0 and ${t.giftCardCents} >= 0 and ${t.giftCardToWalletCents} >= 0 and ${t.giftCardToWalletCents} <= ${t.giftCardCents} and ${t.walletCents} + ${t.giftCardCents} <= ${t.amountCents}`,
    ),
    check('purchase_returns_stamps', sql`${t.stampsReversed} >= 0 and ${t.stampsShortfall} >= 0`),
    check(
      'purchase_returns_points',
      sql`${t.pointsDue} >= 0 and ${t.bonusPointsDue} >= 0 and ${t.pointsReversed} >= 0 and ${t.pointsShortfall} >= 0 and ${t.pointsReversed} + ${t.pointsShortfall} = ${t.pointsDue} + ${t.bonusPointsDue}`,
    ),
  ],
);

export type RewardTransactionRow = typeof rewardTransactions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PurchaseReturnRow = typeof purchaseReturns.$inferSelect;
