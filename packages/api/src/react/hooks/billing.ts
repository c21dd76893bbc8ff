// The React Query hooks of the endpoints in contract/billing.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { billingPlanDetails } from '../../contract/billing.js';
import { queryHook } from '../query-hook.js';

export const useBillingPlan = queryHook(billingPlanDetails);
