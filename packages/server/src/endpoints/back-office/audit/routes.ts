import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { exportAuditEvents, listAuditEvents } from '../../../contract.js';
import { keysetRows } from '../../../db/keyset.js';
import { businessTimeZone } from '../../../domain/places/business-time-zone.js';
import { downloadRoute } from '../../../http/download-route.js';
import { protectedRoute } from '../../../http/route.js';
import { csvDates, csvStream } from '../records/csv.js';
import { auditColumns } from './audit-columns.js';
import {
  auditEventPage,
  auditEventPosition,
  countAuditEvents,
  toAuditEvent,
  type AuditEventRecord,
} from './audit-events.js';
import { auditConditions } from './audit-filters.js';

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
    const where = await auditConditions(db, auth.businessId, body, clock.now());
    const [rows, totalCount] = await Promise.all([
      auditEventPage(db, where, body),
      countAuditEvents(db, where),
    ]);
    return { events: rows.map(toAuditEvent), totalCount };
  });

  downloadRoute(app, exportAuditEvents, async ({ businessId }, filters) => {
    const where = await auditConditions(db, businessId, filters, clock.now());
    const rows = keysetRows<AuditEventRecord>(
      (position, limit) => auditEventPage(db, where, { position, limit }),
      auditEventPosition,
    );
    const date = csvDates(await businessTimeZone(db, businessId));
    return csvStream(mapRows(rows, toAuditEvent), auditColumns(date));
  });
}
