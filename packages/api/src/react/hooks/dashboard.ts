import { businessStats, businessTrends, staffDashboard } from '../../contract/dashboard.js';
import { SHOWS_MONEY } from '../money-views.js';
import { queryHook } from '../query-hook.js';

export const useBusinessStats = queryHook(businessStats, SHOWS_MONEY);

/** Today's figures change with every sale: asked afresh each time the dashboard is shown. */
export const useBusinessTrends = queryHook(businessTrends, { staleTime: 0, ...SHOWS_MONEY });

export const useStaffDashboard = queryHook(staffDashboard, SHOWS_MONEY);
