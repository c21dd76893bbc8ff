import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { memberGiftCards } from './gift-cards.js';
import { members } from './members.js';
import { actorColumns, deskColumns } from './money-record-columns.js';
import { referrals } from './referrals.js';
import { purchaseReturns, refunds, rewardTransactions } from './reward-transactions.js';
import { subscriptions } from './subscriptions.js';

/** Which balance an entry changes: a subscription's points, stamps or wallet, or one gift card. */
export type LedgerAccount = 'points' | 'stamps' | 'wallet' | 'gift_card';

/**
 * Why a balance changed. Points: welcome points of a new subscription, the first-shopping bonus,
 * points for a purchase, points converted to wallet money. Wallet: conversion in, redemption out,
 * refund in. Gift card: purchase in, redemption out. Return: a returned purchase's points out, its
 * wallet and gift-card shares in (docs/domain.md, "Returns"). Expiry: a lot of points out, written
 * by the housekeeping when it reaches its expiry (docs/domain.md, "Points expiry"). Stamps: one
 * for a purchase (Reward), a full card out (Conversion, with the wallet's Conversion in), a
 * returned purchase's stamp out (Return). ReferralBonus: points in for a referred member's first
 * purchase (docs/domain.md, "Referrals"); a Return of the referrer's points takes it back.
 */
export type LedgerKind =
  | 'NewSubscription'
  | 'FirstShoppingBonus'
  | 'Reward'
  | 'Conversion'
  | 'Redeem'
  | 'Refund'
  | 'Purchase'
  | 'Return'
  | 'Expiry'
  | 'ReferralBonus';

/**
 * Every change of every balance, written in the same transaction as the balance (modules/ledger
 * is the only writer). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0006), and every reference is RESTRICT, so no cascade can take history with it. For each
 * account the entries sum to the balance, and `balanceAfter` is the running total, so history and
 * balances can never disagree. Money in cents, points in points.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Spelled out rather than subscriptionColumns(): this table's migration has subscription_id
    // before member_id, and the schema keeps the migrations' column order.
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    memberRowId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    account: text('account').$type<LedgerAccount>().notNull(),
    memberGiftCardId: uuid('member_gift_card_id').references(() => memberGiftCards.id, {
      onDelete: 'restrict',
    }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    rewardTransactionId: uuid('reward_transaction_id').references(() => rewardTransactions.id, {
      onDelete: 'restrict',
    }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    purchaseReturnId: uuid('purchase_return_id').references(() => purchaseReturns.id, {
      onDelete: 'restrict',
    }),
    /** The referral a referrer's entries were written for: its bonus, and its reversal. */
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'restrict' }),
    /**
     * An Expiry entry's lot: the first day of the business month the expired points were earned in
     * (docs/domain.md, "Points expiry"). Unique per subscription, so a lot expires once.
     */
    pointsLotMonth: date('points_lot_month', { mode: 'string' }),
    ...deskColumns(),
    ...actorColumns(),
  },
  (t) => [
    index('ledger_entries_subscription').on(t.subscriptionId, t.account, t.id),
    index('ledger_entries_gift_card').on(t.memberGiftCardId, t.id),
    index('ledger_entries_reward_transaction').on(t.rewardTransactionId),
    index('ledger_entries_business_created').on(t.businessId, t.createdAt),
    uniqueIndex('ledger_entries_expiry_lot')
      .on(t.subscriptionId, t.pointsLotMonth)
      .where(sql`${t.kind} = 'Expiry'`),
    check('ledger_entries_account_valid', sql`${t.account} in ('points', 'stamps', 'wallet', 'gift_card')`),
    check(
      'ledger_entries_kind_valid',
      sql`${t.kind} in ('NewSubscription', 'FirstShoppingBonus', 'Reward', 'Conversion', 'Redeem', 'Refund', 'Purchase', 'Return', 'Expiry', 'ReferralBonus')`,
    ),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_entries_expiry_lot',
      sql`(${t.kind} = 'Expiry') = (${t.pointsLotMonth} is not null) and (${t.kind} <> 'Expiry' or ${t.account} = 'points')`,
    ),
    check(
      'ledger_entries_gift_card_account',
      sql`(${t.account} = 'gift_card') = (${t.memberGiftCardId} is not null)`,
    ),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
