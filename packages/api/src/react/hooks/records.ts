import { listSubscriptions, subscriptionDetails } from '../../contract/records.js';
import { queryHook } from '../query-hook.js';

export const useSubscriptions = queryHook(listSubscriptions, { staleTime: 0 });

export const useSubscriptionDetails = queryHook(subscriptionDetails, { staleTime: 0 });
