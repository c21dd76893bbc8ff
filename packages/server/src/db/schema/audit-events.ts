import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction } from '../../contract.js';
import { businesses } from './businesses.js';
import { members } from './members.js';
import { users } from './users.js';

/**
 * Who did what, from where, when. Append-only like the ledger (a trigger refuses UPDATE, DELETE
 * and TRUNCATE, migration 0006). A member's sign-in belongs to no business (businessId null);
 * everything else names the business whose owner may read it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'restrict' }),
    action: text('action').$type<AuditAction>().notNull(),
    /** The owner or staff member who acted (null for a member, or a failed check of a member's code). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    actorMemberId: uuid('actor_member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** What the action was about: a staff member's, template's or refund's id, a device's uuid. */
    subject: text('subject'),
    /** The client address as Fastify reads it (TRUST_PROXY decides behind a load balancer). */
    ipAddress: text('ip_address').notNull(),
    /** The device the call came from: the session's device uuid, or the one a sign-in registered. */
    deviceUuid: text('device_uuid'),
    userAgent: text('user_agent'),
    /** A few facts about the change (the new values of a plan, a refund's amount in cents). */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_business_created').on(t.businessId, t.createdAt, t.id),
    check(
      'audit_events_action_valid',
      sql`${t.action} in (${sql.raw(AUDIT_ACTIONS.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
