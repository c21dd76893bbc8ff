import type { RewardTransactionStatus } from '../../contract.js';
import type { RewardTransactionRow } from '../../db/schema/index.js';
import { conflict } from '../errors.js';
import { REWARD_MESSAGES } from './messages.js';

/** The stored states that expire: waiting for the member's answer, or approved but not completed. */
export const EXPIRING_STATUSES = ['INITIATED', 'CUSTOMER_APPROVED'] as const;

/**
 * The status a caller sees: an INITIATED one past its 10 minutes, or a CUSTOMER_APPROVED one not
 * completed within 10 minutes of the approval (expiresAt moves then), is EXPIRED (derived, never stored).
 */
export function effectiveStatus(
  row: Pick<RewardTransactionRow, 'status' | 'expiresAt'>,
  now: Date,
): RewardTransactionStatus {
  const expiring = (EXPIRING_STATUSES as readonly string[]).includes(row.status);
  if (expiring && now.getTime() >= row.expiresAt.getTime()) return 'EXPIRED';
  return row.status;
}

/** Why a reward transaction cannot be completed now, as the 409 the front desk shows. */
export function refuseCompletion(status: RewardTransactionStatus): Error {
  switch (status) {
    case 'COMPLETED':
      return conflict(REWARD_MESSAGES.alreadyCompleted);
    case 'DELETED':
      return conflict(REWARD_MESSAGES.wasDeleted);
    case 'CUSTOMER_REJECTED':
      return conflict(REWARD_MESSAGES.wasRejected);
    case 'EXPIRED':
      return conflict(REWARD_MESSAGES.expired);
    case 'INITIATED':
    case 'CUSTOMER_APPROVED':
      return conflict(REWARD_MESSAGES.notApproved);
  }
}
