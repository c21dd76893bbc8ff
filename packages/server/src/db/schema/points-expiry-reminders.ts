import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.js';

/**
 * One row per reminder e-mail of a lot about to expire (docs/domain.md, "Points expiry"): the
 * row is inserted before the e-mail goes out (ON CONFLICT DO NOTHING), so each lot's reminder is
 * sent at most once, however many instances run the housekeeping.
 */
export const pointsExpiryReminders = pgTable(
  'points_expiry_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    lotMonth: date('lot_month', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.lotMonth] })],
);
