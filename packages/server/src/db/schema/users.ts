import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** The spec's user type codes for back-office people: Owner `B`, Staff `S`. */
export type UserRole = 'B' | 'S';

/** Owners and staff. Members (customers) are a network-wide identity of their own, not rows here. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    name: text('name').notNull(),
    /** Lower-case; the contract normalises before anything reaches the database. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    chatAccess: boolean('chat_access').notNull().default(false),
    /** Staff only (owners have no limits): the largest refund in one operation, in cents. */
    refundLimitCents: bigint('refund_limit_cents', { mode: 'number' }).notNull().default(10_000),
    /** Staff only: refunds in one business day, in cents, summed over every store. */
    dailyRefundLimitCents: bigint('daily_refund_limit_cents', { mode: 'number' }).notNull().default(30_000),
    canSellGiftCards: boolean('can_sell_giftcards').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_valid', sql`${t.role} in ('B', 'S')`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'users_refund_limits_non_negative',
      sql`${t.refundLimitCents} >= 0 and ${t.dailyRefundLimitCents} >= 0`,
    ),
    // An owner signs in with the e-mail alone, so it must name exactly one owner everywhere.
    uniqueIndex('users_owner_email_unique')
      .on(t.email)
      .where(sql`${t.role} = 'B'`),
    // Staff sign in with handle + e-mail, so their e-mail is unique within the business only.
    uniqueIndex('users_staff_email_unique')
      .on(t.businessId, t.email)
      .where(sql`${t.role} = 'S'`),
    uniqueIndex('users_one_owner_per_business')
      .on(t.businessId)
      .where(sql`${t.role} = 'B'`),
    index('users_email').on(t.email),
  ],
);

export type UserRow = typeof users.$inferSelect;
