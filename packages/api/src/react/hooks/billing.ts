import { billingPlanDetails } from '../../contract/billing.js';
import { queryHook } from '../query-hook.js';

export const useBillingPlan = queryHook(billingPlanDetails);
