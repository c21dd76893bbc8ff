// The React Query hooks of the endpoints in contract/reward-plan.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { rewardPlanDetails, updateRewardPlan } from '../../contract/reward-plan.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useRewardPlan = queryHook(rewardPlanDetails);

export const useUpdateRewardPlan = mutationHook(updateRewardPlan, { invalidates: [rewardPlanDetails] });
