import { toDollars } from '../../../contract.js';
import type { RefundAttempt } from '../../staff-limits/refund-attempt.js';
import { plainAlert, type AlertRow } from '../alert-row.js';

/**
 * A staff member's refunds went past their day's limit, or tried to: once per staff member and
 * business day. The limits refuse such a refund (domain/staff-limits/refund-limits.ts), so what
 * raises it is the attempt, written after the refused refund's transaction has rolled back.
 */
export function refundOverLimitAlert(attempt: RefundAttempt): AlertRow | undefined {
  const total = attempt.refundedTodayCents + attempt.amountCents;
  if (total <= attempt.limits.dailyRefundLimitCents) return undefined;
  return plainAlert({
    businessId: attempt.place.businessId,
    rule: 'refund-over-limit',
    actorUserId: attempt.place.actorUserId,
    memberRowId: attempt.memberRowId,
    storeId: attempt.place.storeId,
    subject: null,
    details: {
      refundAmount: toDollars(attempt.amountCents),
      refundedToday: toDollars(attempt.refundedTodayCents),
      dailyRefundLimit: toDollars(attempt.limits.dailyRefundLimitCents),
      refundLimit: toDollars(attempt.limits.refundLimitCents),
      refused: true,
      day: attempt.day,
    },
    dedupeKey: `${attempt.place.actorUserId}:${attempt.day}`,
    at: attempt.place.at,
  });
}
