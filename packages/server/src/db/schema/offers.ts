import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

export type OfferStatus = 'Draft' | 'Published' | 'Deleted';

/**
 * An offer (docs/product/management.md §3): Draft → Published → Deleted, Draft → Deleted. Expired is derived from
 * expiryDate, never stored. Images are gallery URLs of the same business. Only ever soft-deleted:
 * a trigger refuses DELETE (migration 0006).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('offers_business_status').on(t.businessId, t.status),
    check('offers_status_valid', sql`${t.status} in ('Draft', 'Published', 'Deleted')`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
