import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { stores } from './stores.js';
import { users } from './users.js';

/** A browser or device registered at sign-in; sessions are bound to it (domain: sign-in and sessions). */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's own identifier (the web app makes a random one per sign-in). */
    uuid: text('uuid').notNull(),
    platform: text('platform').notNull(),
    model: text('model').notNull(),
    make: text('make').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull().default(''),
    regToken: text('reg_token').notNull().default(''),
    appVersion: text('app_version').notNull().default(''),
    isOwnerDevice: boolean('is_owner_device').notNull().default(false),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    counter: text('counter'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('devices_user_uuid_unique').on(t.userId, t.uuid)],
);

export type DeviceRow = typeof devices.$inferSelect;
