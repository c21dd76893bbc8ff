import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Members (customers, user type C): one identity across every business of the network. Balances
 * live in their subscriptions, one per business.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The memberId of the wire: 9 digits, printed as QR/barcode on the member pass. All digits,
     * while a username must start with a letter, so a search text can never match one member by
     * username and another by memberId.
     */
    memberId: text('member_code').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('members_member_code_unique').on(t.memberId),
    uniqueIndex('members_username_unique').on(t.username),
    uniqueIndex('members_email_unique').on(t.email),
    check('members_member_code_format', sql`${t.memberId} ~ '^[1-9][0-9]{8}$'`),
    // Lower-case only, so the unique index is also case-insensitive.
    check('members_username_format', sql`${t.username} ~ '^[a-z][a-z0-9._]{2,29}$'`),
    check('members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Members' sign-in codes, keyed by e-mail rather than member: the first sign-in of an e-mail is
 * what creates the member, so a code exists before the member does. Same rules as otp_codes.
 */
export const memberOtpCodes = pgTable(
  'member_otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The client address that asked for it (see otp_codes). */
    requestedFrom: text('requested_from'),
  },
  (t) => [index('member_otp_codes_email_created').on(t.email, t.createdAt)],
);

/** A member's signed-in session: only the token's SHA-256 is kept (as for back-office sessions). */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    memberRowId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid'),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_sessions_token_hash_unique').on(t.tokenHash),
    index('member_sessions_member').on(t.memberRowId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
