import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { REFERRAL_CODE_SQL, referralCodeForm } from './referral-code-sql.js';

/** A tenant. Every other business-owned row carries its id, and every query filters by it. */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The spec's `userName`: stored lower-case and without the `@` the screens show. */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    website: text('website').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    abn: text('abn').notNull().default(''),
    isRegisteredForGst: boolean('is_registered_for_gst').notNull().default(false),
    logoUrl: text('logo_url'),
    /** The brand colour the member app wears for this business (`#rrggbb`, lower-case); null: Countertop's. */
    brandColor: text('brand_color'),
    // The owner's bank account (the profile's Owner Bank Account Info); '' until entered.
    bankAccountName: text('bank_account_name').notNull().default(''),
    /** `123-456`. */
    bankBsb: text('bank_bsb').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankBranch: text('bank_branch').notNull().default(''),
    /** Every business starts on FREE; the plan's limits live in code, keyed by this name. */
    plan: text('plan').notNull().default('FREE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Suspicious-activity thresholds the owner may change (domain/alerts).
    /** More rewards than this for one member in one business day raise an alert (Square's 5). */
    alertRewardsPerMemberDay: integer('alert_rewards_per_member_day').notNull().default(5),
    /** A redemption of refunded money within this many minutes of the refund raises an alert. */
    alertRefundRedeemMinutes: integer('alert_refund_redeem_minutes').notNull().default(60),
    /** Points or a refund more than this many times the business's daily median raise an alert. */
    alertMedianMultiple: integer('alert_median_multiple').notNull().default(10),
    /**
     * The business's referral code (the owner's `ownerReferralCode` on Profile), made by the
     * database for every business (migration 0014 gave the existing ones theirs).
     */
    referralCode: text('referral_code').notNull().default(REFERRAL_CODE_SQL),
    /** The business whose code this one registered with (recorded only: docs/domain.md, "Referrals"). */
    referredByBusinessId: uuid('referred_by_business_id').references((): AnyPgColumn => businesses.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    // lower() as well as the check: the index is what makes "unique case-insensitively" hold even
    // if a future write path forgets to normalise.
    uniqueIndex('businesses_handle_unique').on(sql`lower(${t.handle})`),
    uniqueIndex('businesses_referral_code_unique').on(t.referralCode),
    check('businesses_handle_format', sql`${t.handle} ~ '^[a-z0-9._-]{3,30}$'`),
    check('businesses_bank_bsb_format', sql`${t.bankBsb} ~ '^([0-9]{3}-[0-9]{3})?$'`),
    check(
      'businesses_alert_thresholds_positive',
      sql`${t.alertRewardsPerMemberDay} >= 1 and ${t.alertRefundRedeemMinutes} >= 1 and ${t.alertMedianMultiple} >= 2`,
    ),
    check('businesses_brand_color_format', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check('businesses_referral_code_format', referralCodeForm(t.referralCode)),
    check('businesses_bank_account_number_format', sql`${t.bankAccountNumber} ~ '^([0-9]{6,10})?$'`),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;
