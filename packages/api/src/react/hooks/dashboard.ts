// The React Query hooks of the endpoints in contract/dashboard.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { businessStats, businessTrends, staffDashboard } from '../../contract/dashboard.js';
import { queryHook } from '../query-hook.js';

export const useBusinessStats = queryHook(businessStats);

/** Today's figures change with every sale: asked afresh each time the dashboard is shown. */
export const useBusinessTrends = queryHook(businessTrends, { staleTime: 0 });

export const useStaffDashboard = queryHook(staffDashboard);
