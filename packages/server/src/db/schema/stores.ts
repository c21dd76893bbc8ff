import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Counter names in display order; staff pick one after signing in. */
    counters: text('counters')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('AU'),
    pinCode: text('pin_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isOperational: boolean('is_operational').notNull().default(true),
    phoneNumber: text('phone_number').notNull().default(''),
    website: text('website').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_business').on(t.businessId),
    uniqueIndex('stores_one_primary_per_business')
      .on(t.businessId)
      .where(sql`${t.isPrimary}`),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
