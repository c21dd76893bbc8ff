import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { deskColumns, subscriptionColumns, userColumn } from './money-record-columns.js';

export type GiftCardTemplateStatus = 'Draft' | 'Published' | 'Deleted';

/**
 * A gift card the business offers (docs/product/management.md §3 GiftCard): Draft → Published →
 * Deleted. Only ever soft-deleted: a trigger refuses DELETE (migration 0006).
 */
export const giftCardTemplates = pgTable(
  'gift_card_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
    /** Hundredths of a percent: 1250 is 12.5 %. */
    discountBasisPoints: integer('discount_basis_points').notNull(),
    /** face × (1 − discount), rounded to the cent: what the buyer pays. */
    actualValueCents: bigint('actual_value_cents', { mode: 'number' }).notNull(),
    /** Null: never expires. */
    validityDays: integer('validity_days'),
    status: text('status').$type<GiftCardTemplateStatus>().notNull(),
    soldNumber: integer('sold_number').notNull().default(0),
    useInStore: boolean('use_in_store').notNull().default(true),
    useOnline: boolean('use_online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_card_templates_business_status').on(t.businessId, t.status),
    check('gift_card_templates_status_valid', sql`${t.status} in ('Draft', 'Published', 'Deleted')`),
    check('gift_card_templates_face_positive', sql`${t.faceValueCents} > 0`),
    check('gift_card_templates_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
    check(
      'gift_card_templates_actual_range',
      sql`${t.actualValueCents} >= 0 and ${t.actualValueCents} <= ${t.faceValueCents}`,
    ),
    check('gift_card_templates_validity_positive', sql`${t.validityDays} is null or ${t.validityDays} >= 1`),
    check('gift_card_templates_sold_non_negative', sql`${t.soldNumber} >= 0`),
    check('gift_card_templates_deleted_at', sql`(${t.status} = 'Deleted') = (${t.deletedAt} is not null)`),
  ],
);

/**
 * A card a member bought: its balance changes only through ledger entries. The sale itself is
 * recorded here (who, where, when, price paid). An expired card keeps its balance row but counts
 * for nothing: live balance = cards with expiresAt null or in the future.
 */
export const memberGiftCards = pgTable(
  'member_gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...subscriptionColumns(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => giftCardTemplates.id, { onDelete: 'restrict' }),
    faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
    pricePaidCents: bigint('price_paid_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...deskColumns(),
    soldByUserId: userColumn('sold_by_user_id'),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_gift_cards_subscription').on(t.subscriptionId, t.expiresAt),
    check(
      'member_gift_cards_balance_range',
      sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.faceValueCents}`,
    ),
    check(
      'member_gift_cards_price_range',
      sql`${t.pricePaidCents} >= 0 and ${t.pricePaidCents} <= ${t.faceValueCents}`,
    ),
  ],
);

export type GiftCardTemplateRow = typeof giftCardTemplates.$inferSelect;
export type MemberGiftCardRow = typeof memberGiftCards.$inferSelect;
