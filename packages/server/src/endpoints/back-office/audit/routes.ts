import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { listAuditEvents, type AuditEvent } from '../../../contract.js';
import { auditEvents, users } from '../../../db/schema/index.js';
import { protectedRoute } from '../../../http/route.js';

/** POST /business/audit/list: the owner's own business's audit trail, newest first. */
export async function auditRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  protectedRoute(app, listAuditEvents, async ({ auth, body }) => {
    const conditions: SQL[] = [eq(auditEvents.businessId, auth.businessId)];
    if (body.action && body.action.length > 0) conditions.push(inArray(auditEvents.action, body.action));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ event: auditEvents, actorName: users.name, actorType: users.role })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(where)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .offset(body.offset)
        .limit(body.limit),
      db.select({ n: count() }).from(auditEvents).where(where),
    ]);
    const events: AuditEvent[] = rows.map(({ event, actorName, actorType }) => ({
      id: String(event.id),
      action: event.action,
      actorName,
      actorType,
      subject: event.subject,
      ipAddress: event.ipAddress,
      deviceUuid: event.deviceUuid,
      userAgent: event.userAgent,
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    }));
    return { events, totalCount: total?.n ?? 0 };
  });
}
