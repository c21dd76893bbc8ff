import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { purchaseReturns, refunds, users } from '../../db/schema/index.js';
import { businessDay } from '../places/business-time-zone.js';
import type { Place } from '../places/place.js';
import { STAFF_LIMIT_MESSAGES } from './messages.js';
import { isOwner, type Operator } from './operator.js';
import { RefundRefusal, type GivingBack, type RefundAttempt } from './refund-attempt.js';

/**
 * Refuses a staff member's refund above their limit for one operation, or one that would take
 * their refunds of the business day (the shop's time zone, every store) past their daily limit.
 * Owners have no limits. Race-safe: the staff member's own row is locked first (FOR NO KEY
 * UPDATE, which the foreign-key checks of their other operations do not wait for), so two refunds
 * of theirs at once are summed one after the other and cannot pass the daily limit together.
 * A refusal throws before anything is written; the caller's transaction rolls back. A returned
 * purchase is judged the same way (docs/domain.md, "Returns"), by its whole returned amount, and
 * refunds and returns count together towards the daily limit.
 */
export async function checkRefundLimits(
  tx: Queryable,
  operator: Operator,
  refund: { place: Place; memberRowId: string; memberCode: string; amountCents: number; timeZone: string },
  operation: GivingBack = 'refund',
): Promise<void> {
  if (isOwner(operator)) return;
  const { place, amountCents } = refund;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, place.actorUserId)).for('no key update');
  const { day, start } = businessDay(place.at, refund.timeZone);
  const refunded = tx
    .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.businessId, place.businessId),
        eq(refunds.actorUserId, place.actorUserId),
        gte(refunds.createdAt, start),
      ),
    );
  const returned = tx
    .select({ cents: sql<string>`coalesce(sum(${purchaseReturns.amountCents}), 0)` })
    .from(purchaseReturns)
    .where(
      and(
        eq(purchaseReturns.businessId, place.businessId),
        eq(purchaseReturns.actorUserId, place.actorUserId),
        gte(purchaseReturns.createdAt, start),
      ),
    );
  // One statement: the two sums side by side.
  const [today] = await tx
    .select({ cents: sql<string>`(${refunded}) + (${returned})` })
    .from(sql`(select 1) as one`);
  const { refundLimitCents, dailyRefundLimitCents } = operator;
  const attempt: RefundAttempt = {
    operation,
    place,
    memberRowId: refund.memberRowId,
    memberCode: refund.memberCode,
    amountCents,
    refundedTodayCents: Number(today?.cents ?? 0),
    day,
    limits: { refundLimitCents, dailyRefundLimitCents },
  };
  const isReturn = operation === 'return';
  if (amountCents > refundLimitCents) {
    const message = isReturn ? STAFF_LIMIT_MESSAGES.returnAboveLimit : STAFF_LIMIT_MESSAGES.refundAboveLimit;
    throw new RefundRefusal(message(refundLimitCents), attempt);
  }
  const left = Math.max(0, dailyRefundLimitCents - attempt.refundedTodayCents);
  if (amountCents > left) {
    const message = isReturn
      ? STAFF_LIMIT_MESSAGES.returnsPastDailyLimit
      : STAFF_LIMIT_MESSAGES.refundsPastDailyLimit;
    throw new RefundRefusal(message(dailyRefundLimitCents, left), attempt);
  }
}
