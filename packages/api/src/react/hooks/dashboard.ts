import { businessStats, businessTrends, staffDashboard } from '../../contract/dashboard.js';
import { queryHook } from '../query-hook.js';

export const useBusinessStats = queryHook(businessStats);

/** Today's figures change with every sale: asked afresh each time the dashboard is shown. */
export const useBusinessTrends = queryHook(businessTrends, { staleTime: 0 });

export const useStaffDashboard = queryHook(staffDashboard);
