import { z } from 'zod';
import { text } from './fields.js';

/*
 * What a reward transaction is called and where it stands: shared by the back office's calls and
 * the member's approvals, in a module of its own so the member app does not load the back
 * office's reward and records schemas to read a status.
 */

/** A reward transaction waits this long for the member's answer, then counts as EXPIRED. */
export const REWARD_TRANSACTION_TTL_MS = 10 * 60_000;

/**
 * INITIATED → CUSTOMER_APPROVED | CUSTOMER_REJECTED | EXPIRED (10 minutes unanswered);
 * an approved one → COMPLETED; any but a completed one → DELETED. EXPIRED is derived from the time,
 * never stored. A plain reward (no redemption) is recorded as COMPLETED at once.
 */
export const rewardTransactionStatus = z.enum([
  'INITIATED',
  'CUSTOMER_APPROVED',
  'CUSTOMER_REJECTED',
  'EXPIRED',
  'COMPLETED',
  'DELETED',
]);
export type RewardTransactionStatus = z.infer<typeof rewardTransactionStatus>;

export const rtId = text({ error: 'Transaction ID is required' }).trim().min(1, 'Transaction ID is required');
