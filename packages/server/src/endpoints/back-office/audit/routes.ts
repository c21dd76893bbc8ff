import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { exportAuditEvents, listAuditEvents } from '../../../contract.js';
import { businessTimeZone } from '../../../domain/places/business-time-zone.js';
import { downloadRoute } from '../../../http/download-route.js';
import { protectedRoute } from '../../../http/route.js';
import { csvDates, csvStream } from '../records/csv.js';
import { toAuditEvent } from './audit-answer.js';
import { auditColumns } from './audit-columns.js';
import { allAuditEvents, auditEventList } from './audit-repository.js';

async function* mapRows<A, B>(rows: AsyncIterable<A>, map: (row: A) => B): AsyncGenerator<B> {
  for await (const row of rows) yield map(row);
}

/**
 * The owner's own business's audit trail (owners only), narrowed by person, kind and days: a page
 * for the /audit screen (POST /business/audit/list) and every matching event as CSV
 * (POST /business/audit/export), newest first.
 */
export async function auditRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  protectedRoute(app, listAuditEvents, async ({ auth, body }) => {
    const { records, total } = await auditEventList(db, auth.businessId, body, clock.now());
    return { events: records.map(toAuditEvent), totalCount: total };
  });

  downloadRoute(app, exportAuditEvents, async ({ businessId }, filters) => {
    const rows = await allAuditEvents(db, businessId, filters, clock.now());
    const date = csvDates(await businessTimeZone(db, businessId));
    return csvStream(mapRows(rows, toAuditEvent), auditColumns(date));
  });
}
