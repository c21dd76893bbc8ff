import { bigserial, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/**
 * Idempotency-Key records. The row is inserted in the same transaction as the operation it
 * guards, so the unique index (not a check-then-insert) decides between concurrent duplicates:
 * the second waits for the first to commit and then reads its answer; if the first fails, its row
 * vanishes with it and the retry runs for real.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of caller, path and validated body: the same key with another request is a 422. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer, returned to every repeat. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_business_key_unique').on(t.businessId, t.key)],
);
