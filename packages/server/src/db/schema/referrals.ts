import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { members } from './members.js';
import { purchaseReturns, rewardTransactions } from './reward-transactions.js';
import { subscriptions } from './subscriptions.js';

/** Pending until the referred member's first purchase; Earned by it; Reversed by its return within 30 days. */
export type ReferralStatus = 'Pending' | 'Earned' | 'Reversed';

/**
 * A member brought to a business by another's referral code (docs/domain.md, "Referrals"):
 * recorded when they sign in with the code, earned by their first completed purchase there (the
 * referrer's `ReferralBonus` ledger entry points here), reversed when that purchase is returned in
 * full within 30 days. One per member and business: a second referral is refused.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    /** The referrer at this business: the subscription whose code was used. */
    referrerSubscriptionId: uuid('referrer_subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    referredMemberRowId: uuid('referred_member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<ReferralStatus>().notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The referred member's first completed purchase here, which earned it. */
    rewardTransactionId: uuid('reward_transaction_id').references(() => rewardTransactions.id, {
      onDelete: 'restrict',
    }),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    /** The points it earned the referrer (0 on a stamp card). */
    bonusPoints: bigint('bonus_points', { mode: 'number' }).notNull().default(0),
    /** The return that completed that purchase within 30 days, and took the bonus back. */
    purchaseReturnId: uuid('purchase_return_id').references(() => purchaseReturns.id, {
      onDelete: 'restrict',
    }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** What was taken back: at most the referrer's points then; the rest is the shortfall. */
    pointsReversed: bigint('points_reversed', { mode: 'number' }).notNull().default(0),
    pointsShortfall: bigint('points_shortfall', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('referrals_business_member_unique').on(t.businessId, t.referredMemberRowId),
    index('referrals_referrer').on(t.referrerSubscriptionId),
    index('referrals_reward_transaction').on(t.rewardTransactionId),
    check('referrals_status_valid', sql`${t.status} in ('Pending', 'Earned', 'Reversed')`),
    check(
      'referrals_earned',
      sql`(${t.status} = 'Pending') = (${t.rewardTransactionId} is null) and (${t.rewardTransactionId} is null) = (${t.earnedAt} is null)`,
    ),
    check(
      'referrals_reversed',
      sql`(${t.status} = 'Reversed') = (${t.purchaseReturnId} is not null) and (${t.purchaseReturnId} is null) = (${t.reversedAt} is null)`,
    ),
    check(
      'referrals_points',
      sql`${t.bonusPoints} >= 0 and ${t.pointsReversed} >= 0 and ${t.pointsShortfall} >= 0 and (${t.status} <> 'Reversed' or ${t.pointsReversed} + ${t.pointsShortfall} = ${t.bonusPoints})`,
    ),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
