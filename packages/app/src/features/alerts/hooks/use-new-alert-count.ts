import { useAlerts } from '@countertop/api/react';
import { NEW_ALERTS_POLL_MS } from '../texts';

const NEW_ONLY = { offset: 0, limit: 1, status: ['New' as const] };

/**
 * How many alerts are New (the header's badge): the list's count of one row, asked quietly every
 * 120 s like the chat's unread dot, and at once after the owner marks one (the mark invalidates
 * every alerts list, this one too).
 */
export function useNewAlertCount(): number {
  const newAlerts = useAlerts(NEW_ONLY, {
    refetchInterval: NEW_ALERTS_POLL_MS,
    requestOptions: { loadingToast: false, errorToast: false },
  });
  return newAlerts.data?.data.totalCount ?? 0;
}
