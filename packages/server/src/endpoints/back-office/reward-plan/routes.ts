import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { rewardPlanDetails, updateRewardPlan } from '../../../contract.js';
import { getRewardPlan, saveEditableRewardPlan } from '../../../domain/ledger/reward-plan.js';
import { auditedChange } from '../../../http/audit.js';
import { protectedRoute } from '../../../http/route.js';
import { REWARD_PLAN_MESSAGES } from './messages.js';
import { toRewardPlanEntries } from './plan-entries.js';

export async function rewardPlanRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // GET /business/rewardplan/details and /staff/rewardplan/details: staff read it too.
  protectedRoute(app, rewardPlanDetails, async ({ auth }) => ({
    data: toRewardPlanEntries(await getRewardPlan(db, auth.businessId)),
  }));

  // Owners only; the contract reads just the editable values (the optional ones only when sent).
  protectedRoute(app, updateRewardPlan, async (call) => {
    const { body } = call;
    const values = {
      pointsPerDollarSpent: body.pointsPerDollarSpent.value,
      minimumPointsRedeemTarget: body.minimumPointsRedeemTarget.value,
      minimumPointsTargetValueCents: body.minimumPointsTargetValueCents.value,
      ...(body.pointsExpiryMonths ? { pointsExpiryMonths: body.pointsExpiryMonths.value } : {}),
      ...(body.type ? { type: body.type.value } : {}),
      ...(body.stampsPerReward ? { stampsPerReward: body.stampsPerReward.value } : {}),
      ...(body.stampRewardCents ? { stampRewardCents: body.stampRewardCents.value } : {}),
      ...(body.stampMinimumSpendCents ? { stampMinimumSpendCents: body.stampMinimumSpendCents.value } : {}),
    };
    const plan = await auditedChange(
      context,
      call,
      (tx) => saveEditableRewardPlan(tx, call.auth.businessId, values, clock.now()),
      () => ({ action: 'reward-plan-changed', details: values }),
    );
    return { message: REWARD_PLAN_MESSAGES.updated, data: toRewardPlanEntries(plan) };
  });
}
