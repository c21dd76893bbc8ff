import { useMemberBusinesses, useMemberSubscriptions } from '@countertop/api/react';
import { BALANCES_POLL_MS } from '@/config/constants';
import { groupShops } from '../utils/group-shops';

// Balances change at the counter, and a shop's invitation arrives there too: a pass left open has
// to show both. Quietly, like the approvals' polling.
const background = {
  refetchInterval: BALANCES_POLL_MS,
  requestOptions: { loadingToast: false, errorToast: false },
} as const;

/** The member's shops, grouped for the pass (invitations, joined, blocked), and how loading went. */
export function useMemberShops() {
  const businesses = useMemberBusinesses(undefined, background);
  const balances = useMemberSubscriptions({}, background);
  return {
    isPending: businesses.isPending || balances.isPending,
    error: businesses.error ?? balances.error,
    groups:
      businesses.data && balances.data
        ? groupShops(businesses.data.businesses, balances.data.subscriptions)
        : undefined,
  };
}
