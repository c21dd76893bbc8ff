import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { after, type KeysetPosition, type PageRequest } from '../../../db/keyset.js';
import { auditEvents, devices, users } from '../../../db/schema/index.js';

/** The device's name while it is registered in the business (the owner's counter name, else the browser's). */
const deviceName = sql<string | null>`(
  select coalesce(nullif(${devices.displayName}, ''), ${devices.name}) from ${devices}
  where ${devices.businessId} = ${auditEvents.businessId} and ${devices.uuid} = ${auditEvents.deviceUuid}
  limit 1
)`;

/** A page of events newest first, by offset (the screen) or after a keyset position (the export). */
export function auditEventPage(db: Queryable, where: SQL | undefined, page: PageRequest) {
  return db
    .select({ event: auditEvents, actorName: users.name, actorType: users.role, deviceName })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(where, after(auditEvents.createdAt, auditEvents.id, page.position)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}

export type AuditEventRecord = Awaited<ReturnType<typeof auditEventPage>>[number];

export async function countAuditEvents(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(where);
  return row?.n ?? 0;
}

export function auditEventPosition({ event }: AuditEventRecord): KeysetPosition {
  return { at: event.createdAt, id: event.id };
}

export function toAuditEvent({ event, actorName, actorType, deviceName }: AuditEventRecord): AuditEvent {
  return {
    id: String(event.id),
    action: event.action,
    actorName,
    actorType,
    subject: event.subject,
    ipAddress: event.ipAddress,
    deviceUuid: event.deviceUuid,
    deviceName,
    userAgent: event.userAgent,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  };
}
