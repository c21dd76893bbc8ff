import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { AuditAction } from '../../contract.js';
import { auditEvents, devices } from '../../db/schema/index.js';

/** Where a call came from: the client address, its browser, and its device when one is known. */
export interface AuditOrigin {
  ipAddress: string;
  userAgent: string | null;
  /** The session's device row (its client uuid is written), or a client uuid sent at sign-in. */
  device: { rowId: string } | { uuid: string } | null;
}

export interface AuditEvent {
  action: AuditAction;
  businessId: string | null;
  actorUserId?: string | null | undefined;
  actorMemberId?: string | null | undefined;
  subject?: string | null | undefined;
  details?: Record<string, string | number | boolean | null> | undefined;
}

/** The longest user agent kept: enough to tell browsers apart, not a place to store a payload. */
const USER_AGENT_MAX = 300;

/**
 * Writes one audit event (append-only: the table refuses UPDATE and DELETE). Called inside the
 * operation's transaction where there is one, so the event commits or rolls back with the change.
 * A session's device uuid is read in the same statement, costing no extra round trip.
 */
export async function recordAudit(db: Queryable, origin: AuditOrigin, at: Date, event: AuditEvent) {
  const { device } = origin;
  await db.insert(auditEvents).values({
    businessId: event.businessId,
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    actorMemberId: event.actorMemberId ?? null,
    subject: event.subject ?? null,
    details: event.details ?? {},
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    deviceUuid:
      device === null
        ? null
        : 'uuid' in device
          ? device.uuid
          : sql`(select ${devices.uuid} from ${devices} where ${devices.id} = ${device.rowId})`,
    createdAt: at,
  });
}
