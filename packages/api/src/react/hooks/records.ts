import { listSubscriptions, subscriptionDetails } from '../../contract/records.js';
import { SHOWS_MONEY } from '../money-views.js';
import { queryHook } from '../query-hook.js';

export const useSubscriptions = queryHook(listSubscriptions, { staleTime: 0, ...SHOWS_MONEY });

export const useSubscriptionDetails = queryHook(subscriptionDetails, { staleTime: 0, ...SHOWS_MONEY });
