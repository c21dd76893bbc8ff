import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditFilters } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
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
export async function auditConditions(
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
