import type { Database } from '../../db/client.js';
import { valuesAsSlots } from '../../db/write-shapes.js';
import { insertAlerts } from '../alerts/alert-row.js';
import { refundOverLimitAlert } from '../alerts/rules/refund-over-limit.js';
import { recordAudit, type AuditOrigin } from '../audit/audit-trail.js';
import type { RefundAttempt } from './refund-attempt.js';

/**
 * Records a refund (or a return) the limits refused, after its own transaction rolled back (so nothing of the
 * refund itself remains): the audit trail's `refund-refused`, and the owner's alert when the
 * attempt would have passed the day's limit. Both in one transaction of their own; answers the
 * ids of alerts written (none when the day's alert was already raised).
 */
export async function recordRefusedRefund(
  db: Database,
  origin: AuditOrigin,
  attempt: RefundAttempt,
  reason: string,
): Promise<string[]> {
  const { place } = attempt;
  return db.transaction(async (tx) => {
    await recordAudit(tx, origin, place.at, {
      action: attempt.operation === 'return' ? 'return-refused' : 'refund-refused',
      businessId: place.businessId,
      actorUserId: place.actorUserId,
      details: {
        customerId: attempt.memberCode,
        amountCents: attempt.amountCents,
        refundedTodayCents: attempt.refundedTodayCents,
        reason,
      },
    });
    const alert = refundOverLimitAlert(attempt);
    if (!alert) return [];
    const { shape, values } = insertAlerts([alert]);
    const { rows } = await tx.execute<{ id: string }>(shape.build(valuesAsSlots(values)));
    return rows.map((row) => row.id);
  });
}
