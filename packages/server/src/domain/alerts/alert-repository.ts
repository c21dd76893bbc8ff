import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ALERT_MESSAGES, type Alert, type AlertStatus } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { alerts, members, stores, users } from '../../db/schema/index.js';
import { notFound } from '../errors.js';
import { isUuid } from '../ids.js';

/** Alerts with the names the owner reads them by: who acted, for which member, at which store. */
function withNames(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      alert: alerts,
      actorName: users.name,
      actorType: users.role,
      memberName: members.name,
      memberUsername: members.username,
      storeName: stores.name,
    })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.actorUserId))
    .leftJoin(members, eq(members.id, alerts.memberRowId))
    .leftJoin(stores, eq(stores.id, alerts.storeId))
    .where(where)
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .$dynamic();
}

type NamedAlert = Awaited<ReturnType<typeof withNames>>[number];

function toAlert({ alert, ...names }: NamedAlert): Alert {
  return {
    id: alert.id,
    rule: alert.rule,
    status: alert.status,
    ...names,
    subject: alert.subject,
    details: alert.details,
    createdAt: alert.createdAt.toISOString(),
  };
}

/** One page of the business's alerts, newest first; `status` narrows them (the badge counts New). */
export async function listBusinessAlerts(
  db: Queryable,
  businessId: string,
  page: { offset: number; limit: number; status?: AlertStatus[] | undefined },
): Promise<{ items: Alert[]; total: number }> {
  const where = and(
    eq(alerts.businessId, businessId),
    page.status && page.status.length > 0 ? inArray(alerts.status, page.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withNames(db, where).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { items: rows.map(toAlert), total: total?.n ?? 0 };
}

/** The business's alerts of these ids, with names (the e-mail to the owner). */
export async function alertsByIds(
  db: Queryable,
  businessId: string,
  ids: readonly string[],
): Promise<Alert[]> {
  if (ids.length === 0) return [];
  const rows = await withNames(db, and(eq(alerts.businessId, businessId), inArray(alerts.id, [...ids])));
  return rows.map(toAlert);
}

/** Marks one of the business's alerts Seen or Dismissed; another business's, or none, is 404. */
export async function setAlertStatus(
  db: Queryable,
  businessId: string,
  change: { id: string; status: Extract<AlertStatus, 'Seen' | 'Dismissed'> },
): Promise<Alert> {
  if (!isUuid(change.id)) throw notFound(ALERT_MESSAGES.notFound);
  const own = and(eq(alerts.id, change.id), eq(alerts.businessId, businessId));
  const [updated] = await db
    .update(alerts)
    .set({ status: change.status })
    .where(own)
    .returning({ id: alerts.id });
  if (!updated) throw notFound(ALERT_MESSAGES.notFound);
  const [row] = await withNames(db, own);
  if (!row) throw new Error(`alert ${change.id} vanished after its update`);
  return toAlert(row);
}
