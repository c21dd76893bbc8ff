import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the shared rate limits (http/rate-limits/limits.ts, `LIMIT_SCOPES`:
 * sign-in, registration, search and chat), seen by every server instance on the database; the
 * general cap is counted in memory (docs/decisions.md 49). UNLOGGED (see the migration): a crash of PostgreSQL empties it, which
 * only forgives the current windows, and writes skip the WAL.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
