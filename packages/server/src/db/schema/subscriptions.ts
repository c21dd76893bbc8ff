import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_CONSENTS, type SubscriptionConsent } from '../../contract.js';
import { businesses } from './businesses.js';
import { members } from './members.js';
import { referralCodeForm } from './referral-code-sql.js';

/**
 * A member at one business: points, stamps and wallet balances (changed only through ledger entries,
 * modules/ledger) and the activity counters of the subscribers screen. The gift-card balance is
 * not stored here: it is the sum of the member's live cards, which depends on the time.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      // RESTRICT: a subscription holds money, so its business cannot be deleted from under it.
      .references(() => businesses.id, { onDelete: 'restrict' }),
    memberRowId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    pointsBalance: bigint('points_balance', { mode: 'number' }).notNull().default(0),
    walletBalanceCents: bigint('wallet_balance_cents', { mode: 'number' }).notNull().default(0),
    /** Stamps on the member's card (a Stamps plan's ledger account, like points). */
    stampsBalance: bigint('stamps_balance', { mode: 'number' }).notNull().default(0),
    totalPointsEarned: bigint('total_points_earned', { mode: 'number' }).notNull().default(0),
    totalMoneySpentCents: bigint('total_money_spent_cents', { mode: 'number' }).notNull().default(0),
    timesShopped: integer('times_shopped').notNull().default(0),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    totalReferred: integer('total_referred').notNull().default(0),
    /**
     * The member's spend here over the last 365 days as last worked out: at each completed purchase
     * (a promotion counts from that purchase) and by the hourly points housekeeping (a demotion when
     * it has fallen). Their tier is the highest whose minimum this reaches (docs/domain.md, "Tiers").
     */
    tierSpendCents: bigint('tier_spend_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The member's referral code at this business, made on their first ask for it and never
     * changed (docs/domain.md, "Referrals"); null until then.
     */
    referralCode: text('referral_code'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    /**
     * Whether the member let the business contact them (the contract's SUBSCRIPTION_CONSENTS). A
     * subscription starts `Invited` at the counter (points accrue, the member's e-mail stays masked,
     * no chat); the member accepts, leaves (back to `Invited`) or blocks it in the member app. A
     * `Blocked` business can no longer reward, sell to, chat to or find the member.
     */
    consent: text('consent').$type<SubscriptionConsent>().notNull().default('Invited'),
    /** When the member last accepted, left or blocked; null while an invitation is unanswered. */
    consentChangedAt: timestamp('consent_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_business_member_unique').on(t.businessId, t.memberRowId),
    index('subscriptions_member').on(t.memberRowId),
    uniqueIndex('subscriptions_referral_code_unique').on(t.referralCode),
    check('subscriptions_points_non_negative', sql`${t.pointsBalance} >= 0`),
    check('subscriptions_wallet_non_negative', sql`${t.walletBalanceCents} >= 0`),
    check('subscriptions_stamps_non_negative', sql`${t.stampsBalance} >= 0`),
    check(
      'subscriptions_consent_valid',
      sql`${t.consent} in (${sql.raw(SUBSCRIPTION_CONSENTS.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'subscriptions_counters_non_negative',
      sql`${t.totalPointsEarned} >= 0 and ${t.totalMoneySpentCents} >= 0 and ${t.timesShopped} >= 0 and ${t.timesRedeemed} >= 0 and ${t.totalReferred} >= 0`,
    ),
    check('subscriptions_tier_spend_non_negative', sql`${t.tierSpendCents} >= 0`),
    check('subscriptions_referral_code_format', referralCodeForm(t.referralCode)),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
