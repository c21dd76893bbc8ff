import type { RewardTransactionStatus } from '@countertop/api';

/** Reward transaction status polling interval (docs/product/front-desk.md §9). */
export const STATUS_POLL_MS = 5000;

/** The member's answer as the screen shows it (docs/product/front-desk.md §4). */
export type Authorization =
  | { kind: 'pending'; label: 'Pending' }
  | { kind: 'authorized'; label: 'Authorized' }
  | { kind: 'rejected'; label: 'Rejected' }
  | { kind: 'error'; label: 'error' }
  /** Any other status (EXPIRED, DELETED, COMPLETED), shown as the server sent it. */
  | { kind: 'other'; label: string };

export function authorizationOf(status: RewardTransactionStatus | undefined, failed: boolean): Authorization {
  if (failed) return { kind: 'error', label: 'error' };
  switch (status) {
    case undefined:
    case 'INITIATED':
      return { kind: 'pending', label: 'Pending' };
    case 'CUSTOMER_APPROVED':
      return { kind: 'authorized', label: 'Authorized' };
    case 'CUSTOMER_REJECTED':
      return { kind: 'rejected', label: 'Rejected' };
    default:
      return { kind: 'other', label: status };
  }
}

/**
 * When to ask again, after each answer: every 5 seconds while the member has not answered;
 * never after an approval, a rejection or a failed poll. The other statuses are final too
 * (expired, deleted, completed never change), so asking again would only repeat them.
 */
export function nextStatusPoll(query: {
  state: { status: 'pending' | 'error' | 'success'; data?: { status: RewardTransactionStatus } };
}): number | false {
  if (query.state.status === 'error') return false;
  const status = query.state.data?.status;
  return status === undefined || status === 'INITIATED' ? STATUS_POLL_MS : false;
}
