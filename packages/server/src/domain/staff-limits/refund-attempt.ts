import { DomainError } from '../errors.js';
import type { Place } from '../places/place.js';

/**
 * Money given back: a refund to the wallet, or a returned purchase (whose whole returned amount
 * counts, the cash the shop hands back included). Both count against one set of limits.
 */
export type GivingBack = 'refund' | 'return';

/** A staff member's refund (or return) as the limits judged it. */
export interface RefundAttempt {
  operation: GivingBack;
  place: Place;
  memberRowId: string;
  /** The member's code (customerId on the wire), for the audit trail. */
  memberCode: string;
  amountCents: number;
  /** What the same staff member had refunded and returned in the business day before this one. */
  refundedTodayCents: number;
  /** The business day (YYYY-MM-DD, the shop's time zone). */
  day: string;
  limits: { refundLimitCents: number; dailyRefundLimitCents: number };
}

/**
 * A refund the limits refused (403, saying the owner must make it). It carries the attempt, so
 * that once its transaction has rolled back the refusal can still be recorded: the audit trail's
 * `refund-refused` and, past the day's limit, the owner's alert (refused-refund.ts).
 */
export class RefundRefusal extends DomainError {
  constructor(
    message: string,
    readonly attempt: RefundAttempt,
  ) {
    super('forbidden', message);
  }
}
