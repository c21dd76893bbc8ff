import type { UserRole } from '../../db/schema/index.js';

/**
 * The owner or staff member making a money operation, as the controls against staff fraud see
 * them (docs/domain.md, "Staff limits"). Read with the operation's opening statement
 * (domain/ledger/money-opening.ts), so the controls cost the money path no statement of their own.
 */
export interface Operator {
  role: UserRole;
  name: string;
  /** Lower-case, as stored: compared with the member's to refuse serving one's own account. */
  email: string;
  /** The largest refund in one operation (staff only: owners have no limits). */
  refundLimitCents: number;
  /** Refunds in one business day, summed over every store (staff only). */
  dailyRefundLimitCents: number;
  canSellGiftCards: boolean;
}

export const isOwner = (operator: Operator): boolean => operator.role === 'B';
