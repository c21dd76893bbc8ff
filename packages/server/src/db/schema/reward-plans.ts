import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RewardPlanType } from '../../contract.js';
import { businesses } from './businesses.js';

/**
 * The plan every business starts with (docs/domain.md "The reward plan"; docs/product/management.md §9 for the
 * editable three). 1 point per dollar and 1,000 points → $100.00 make a café stamp card's 10 %.
 * The welcome, first-shopping and referral points are our choice (docs/domain.md).
 */
export const REWARD_PLAN_DEFAULTS = {
  type: 'Points' as RewardPlanType,
  pointsForNewSubscription: 50,
  pointsBonusForFirstShopping: 25,
  referralBonus: 100,
  pointsPerDollarSpent: 1,
  minimumPointsRedeemTarget: 1000,
  minimumPointsTargetValueCents: 10,
  /** 0: points never expire (docs/domain.md "Points expiry"). */
  pointsExpiryMonths: 0,
  /** A stamp card (type Stamps, docs/domain.md "Stamp cards"): 9 stamps give $4.50, any purchase earns one. */
  stampsPerReward: 9,
  stampRewardCents: 450,
  stampMinimumSpendCents: 0,
} as const;

/** The longest expiry an owner may set, in months (10 years). */
export const MAX_POINTS_EXPIRY_MONTHS = 120;

/** A business's reward plan. A business without a row uses the defaults (it has never edited it). */
export const rewardPlans = pgTable(
  'reward_plans',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type').$type<RewardPlanType>().notNull().default(REWARD_PLAN_DEFAULTS.type),
    pointsForNewSubscription: integer('points_for_new_subscription')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.pointsForNewSubscription),
    pointsBonusForFirstShopping: integer('points_bonus_for_first_shopping')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.pointsBonusForFirstShopping),
    referralBonus: integer('referral_bonus').notNull().default(REWARD_PLAN_DEFAULTS.referralBonus),
    pointsPerDollarSpent: integer('points_per_dollar_spent')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.pointsPerDollarSpent),
    minimumPointsRedeemTarget: integer('minimum_points_redeem_target')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.minimumPointsRedeemTarget),
    minimumPointsTargetValueCents: integer('minimum_points_target_value_cents')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.minimumPointsTargetValueCents),
    pointsExpiryMonths: integer('points_expiry_months')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.pointsExpiryMonths),
    /**
     * When the expiry was last set or changed (null while it has never been on): points earned
     * before it count as earned then, so no change ever expires points sooner than its N months.
     */
    pointsExpirySince: timestamp('points_expiry_since', { withTimezone: true }),
    stampsPerReward: integer('stamps_per_reward').notNull().default(REWARD_PLAN_DEFAULTS.stampsPerReward),
    stampRewardCents: integer('stamp_reward_cents').notNull().default(REWARD_PLAN_DEFAULTS.stampRewardCents),
    stampMinimumSpendCents: integer('stamp_minimum_spend_cents')
      .notNull()
      .default(REWARD_PLAN_DEFAULTS.stampMinimumSpendCents),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reward_plans_bonuses_non_negative',
      sql`${t.pointsForNewSubscription} >= 0 and ${t.pointsBonusForFirstShopping} >= 0 and ${t.referralBonus} >= 0`,
    ),
    check(
      'reward_plans_editable_at_least_one',
      sql`${t.pointsPerDollarSpent} >= 1 and ${t.minimumPointsRedeemTarget} >= 1 and ${t.minimumPointsTargetValueCents} >= 1`,
    ),
    check('reward_plans_type_valid', sql`${t.type} in ('Points', 'Stamps')`),
    check(
      'reward_plans_stamps',
      sql`${t.stampsPerReward} >= 1 and ${t.stampRewardCents} >= 1 and ${t.stampMinimumSpendCents} >= 0`,
    ),
    check(
      'reward_plans_points_expiry_months',
      sql`${t.pointsExpiryMonths} >= 0 and ${t.pointsExpiryMonths} <= ${sql.raw(String(MAX_POINTS_EXPIRY_MONTHS))}`,
    ),
  ],
);

export type RewardPlanRow = typeof rewardPlans.$inferSelect;
