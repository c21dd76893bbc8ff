import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time sign-in codes. Only a salted scrypt hash is kept, so a copy of the database does not
 * hand out live codes. A code is used once, expires, and dies after too many wrong tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code replaces this one or the wrong-try limit is reached. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The client address that asked for it: a new request voids only that address's earlier codes. */
    requestedFrom: text('requested_from'),
  },
  (t) => [index('otp_codes_user_created').on(t.userId, t.createdAt)],
);

/**
 * Every send request per e-mail address and client address, known e-mail or not: the send limits
 * must treat unknown e-mails exactly like known ones, or a 429 would tell a stranger which e-mails
 * have accounts. Counted per client address too, so a stranger asking for someone's codes never
 * uses up that person's own allowance. Kept in the database (not process memory) so the limits
 * hold across server instances.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The client address; '' for rows from before addresses were kept. */
    requestedFrom: text('requested_from').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_email_address_sent').on(t.email, t.requestedFrom, t.sentAt)],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;
