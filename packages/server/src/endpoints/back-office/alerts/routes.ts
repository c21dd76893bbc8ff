import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  ALERT_MESSAGES,
  getAlertSettings,
  listAlerts,
  updateAlert,
  updateAlertSettings,
} from '../../../contract.js';
import { listBusinessAlerts, setAlertStatus } from '../../../domain/alerts/alert-repository.js';
import { alertSettings, saveAlertSettings } from '../../../domain/alerts/alert-settings.js';
import { auditedChange } from '../../../http/audit.js';
import { protectedRoute } from '../../../http/route.js';

/** The owner's suspicious-activity alerts and their thresholds (docs/domain.md, "Alerts"): owners only. */
export async function alertRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;

  protectedRoute(app, listAlerts, async ({ auth, body }) => {
    const { items, total } = await listBusinessAlerts(db, auth.businessId, body);
    return { data: { totalItems: items, totalCount: total } };
  });

  protectedRoute(app, updateAlert, async (call) => {
    const alert = await auditedChange(
      context,
      call,
      (tx) => setAlertStatus(tx, call.auth.businessId, call.body),
      (updated) => ({
        action: 'alert-updated',
        subject: updated.id,
        details: { rule: updated.rule, status: updated.status },
      }),
    );
    return { message: ALERT_MESSAGES.updated, data: alert };
  });

  protectedRoute(app, getAlertSettings, async ({ auth }) => ({
    data: await alertSettings(db, auth.businessId),
  }));

  protectedRoute(app, updateAlertSettings, async (call) => {
    const settings = await auditedChange(
      context,
      call,
      (tx) => saveAlertSettings(tx, call.auth.businessId, call.body),
      (saved) => ({ action: 'alert-settings-changed', details: { ...saved } }),
    );
    return { message: ALERT_MESSAGES.settingsSaved, data: settings };
  });
}
