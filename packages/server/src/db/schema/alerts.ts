import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALERT_RULES, ALERT_STATUSES, type AlertRule, type AlertStatus } from '../../contract.js';
import { businesses } from './businesses.js';
import { members } from './members.js';
import { stores } from './stores.js';
import { users } from './users.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A suspicious-activity alert for the owner: which rule fired, who acted, for which member, where
 * and when. `dedupeKey` makes a rule fire once per occasion (one member's day, one refund) even when
 * two instances see it at once.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    rule: text('rule').$type<AlertRule>().notNull(),
    status: text('status').$type<AlertStatus>().notNull().default('New'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    memberRowId: uuid('member_id').references(() => members.id, { onDelete: 'restrict' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The record it is about (a reward transaction's or refund's id), for the link to the records. */
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('alerts_business_rule_dedupe').on(t.businessId, t.rule, t.dedupeKey),
    index('alerts_business_created').on(t.businessId, t.createdAt, t.id),
    check('alerts_rule_valid', sql`${t.rule} in (${inList(ALERT_RULES)})`),
    check('alerts_status_valid', sql`${t.status} in (${inList(ALERT_STATUSES)})`),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
