import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditFilters } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import { businessTimeZone, endOfDay } from '../../../domain/places/business-time-zone.js';

export type AuditFilterValues = z.output<typeof auditFilters>;

/** The calendar day before `day` ('2026-03-01' → '2026-02-28'). */
function dayBefore(day: string): string {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * The business's own events that pass the filters. `from` and `to` are whole days where the
 * business is (its primary store's time zone), so "the 24th" means the shop's 24th, daylight
 * saving included. A person of another business matches nothing here: the business comes first.
 */
export async function auditConditions(
  db: Queryable,
  businessId: string,
  filters: AuditFilterValues,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [eq(auditEvents.businessId, businessId)];
  if (filters.action && filters.action.length > 0)
    conditions.push(inArray(auditEvents.action, filters.action));
  if (filters.actorUserId) conditions.push(eq(auditEvents.actorUserId, filters.actorUserId));
  if (filters.from || filters.to) {
    const timeZone = await businessTimeZone(db, businessId);
    if (filters.from) conditions.push(gt(auditEvents.createdAt, endOfDay(dayBefore(filters.from), timeZone)));
    if (filters.to) conditions.push(lte(auditEvents.createdAt, endOfDay(filters.to, timeZone)));
  }
  return and(...conditions);
}
