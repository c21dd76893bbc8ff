import { rewardPlanDetails, updateRewardPlan } from '../../contract/reward-plan.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useRewardPlan = queryHook(rewardPlanDetails);

export const useUpdateRewardPlan = mutationHook(updateRewardPlan, { invalidates: [rewardPlanDetails] });
