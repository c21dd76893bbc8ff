import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditFilters } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { after, keysetRows, type KeysetPosition, type PageRequest } from '../../../db/keyset.js';
import { auditEvents, devices, users } from '../../../db/schema/index.js';
import {
  addDays,
  businessTimeZone,
  calendarDay,
  endOfDay,
} from '../../../domain/places/business-time-zone.js';

export type AuditFilterValues = z.output<typeof auditFilters>;
type Span = NonNullable<AuditFilterValues['span']>;

/** How many days before today each span starts and ends (0 is today). */
const SPAN_DAYS: Record<Span, [start: number, end: number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};

/** The first and last day the filters name, a span counted back from `now`'s day where the shop is. */
function filterDays(filters: AuditFilterValues, now: Date, timeZone: string) {
  if (!filters.span) return { from: filters.from, to: filters.to };
  const today = calendarDay(now, timeZone);
  const [start, end] = SPAN_DAYS[filters.span];
  return { from: addDays(today, -start), to: addDays(today, -end) };
}

/**
 * The business's own events that pass the filters. `from` and `to` are whole days where the
 * business is (its primary store's time zone), so "the 24th" means the shop's 24th, daylight
 * saving included, and a span ends on the shop's today at `now`. A person of another business matches nothing here: the business comes first.
 */
async function auditConditions(
  db: Queryable,
  businessId: string,
  filters: AuditFilterValues,
  now: Date,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [eq(auditEvents.businessId, businessId)];
  if (filters.action && filters.action.length > 0)
    conditions.push(inArray(auditEvents.action, filters.action));
  if (filters.actorUserId) conditions.push(eq(auditEvents.actorUserId, filters.actorUserId));
  if (filters.from || filters.to || filters.span) {
    const timeZone = await businessTimeZone(db, businessId);
    const { from, to } = filterDays(filters, now, timeZone);
    if (from) conditions.push(gt(auditEvents.createdAt, endOfDay(addDays(from, -1), timeZone)));
    if (to) conditions.push(lte(auditEvents.createdAt, endOfDay(to, timeZone)));
  }
  return and(...conditions);
}

/** The device's name while it is registered in the business (the owner's counter name, else the browser's). */
const deviceName = sql<string | null>`(
  select coalesce(nullif(${devices.displayName}, ''), ${devices.name}) from ${devices}
  where ${devices.businessId} = ${auditEvents.businessId} and ${devices.uuid} = ${auditEvents.deviceUuid}
  limit 1
)`;

/** A page of events newest first, by offset (the screen) or after a keyset position (the export). */
function auditEventPage(db: Queryable, where: SQL | undefined, page: PageRequest) {
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

async function countAuditEvents(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(where);
  return row?.n ?? 0;
}

function auditEventPosition({ event }: AuditEventRecord): KeysetPosition {
  return { at: event.createdAt, id: event.id };
}

/** One page of the business's events that pass the filters, newest first, and how many pass. */
export async function auditEventList(
  db: Queryable,
  businessId: string,
  filters: AuditFilterValues & { offset: number; limit: number },
  now: Date,
): Promise<{ records: AuditEventRecord[]; total: number }> {
  const where = await auditConditions(db, businessId, filters, now);
  const [records, total] = await Promise.all([
    auditEventPage(db, where, filters),
    countAuditEvents(db, where),
  ]);
  return { records, total };
}

/** Every event of the business that passes the filters, newest first, read a page at a time (the export). */
export async function allAuditEvents(
  db: Queryable,
  businessId: string,
  filters: AuditFilterValues,
  now: Date,
): Promise<AsyncIterable<AuditEventRecord>> {
  const where = await auditConditions(db, businessId, filters, now);
  return keysetRows<AuditEventRecord>(
    (position, limit) => auditEventPage(db, where, { position, limit }),
    auditEventPosition,
  );
}
