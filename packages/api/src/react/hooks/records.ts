// The React Query hooks of the endpoints in contract/records.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { listSubscriptions, subscriptionDetails } from '../../contract/records.js';
import { queryHook } from '../query-hook.js';

export const useSubscriptions = queryHook(listSubscriptions, { staleTime: 0 });

export const useSubscriptionDetails = queryHook(subscriptionDetails, { staleTime: 0 });
