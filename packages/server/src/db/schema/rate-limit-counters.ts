import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters of the rate limits (http/rate-limits), shared by every server
 * instance on the database. UNLOGGED (see the migration): a crash of PostgreSQL empties it, which
 * only forgives the current windows, and writes skip the WAL.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
