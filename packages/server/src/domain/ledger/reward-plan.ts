import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { REWARD_PLAN_DEFAULTS, rewardPlans, type RewardPlanRow } from '../../db/schema/index.js';

export interface RewardPlan {
  type: string;
  pointsForNewSubscription: number;
  pointsBonusForFirstShopping: number;
  referralBonus: number;
  pointsPerDollarSpent: number;
  minimumPointsRedeemTarget: number;
  minimumPointsTargetValueCents: number;
}

/** The values an owner may change (docs/product/management.md §5); the rest of the plan is fixed. */
export type EditableRewardPlan = Pick<
  RewardPlan,
  'pointsPerDollarSpent' | 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'
>;

export function toRewardPlan(row: RewardPlanRow): RewardPlan {
  return {
    type: row.type,
    pointsForNewSubscription: row.pointsForNewSubscription,
    pointsBonusForFirstShopping: row.pointsBonusForFirstShopping,
    referralBonus: row.referralBonus,
    pointsPerDollarSpent: row.pointsPerDollarSpent,
    minimumPointsRedeemTarget: row.minimumPointsRedeemTarget,
    minimumPointsTargetValueCents: row.minimumPointsTargetValueCents,
  };
}

/** The business's plan; one that was never edited has no row and is the defaults. */
export async function getRewardPlan(db: Queryable, businessId: string): Promise<RewardPlan> {
  const [row] = await db.select().from(rewardPlans).where(eq(rewardPlans.businessId, businessId)).limit(1);
  return row ? toRewardPlan(row) : { ...REWARD_PLAN_DEFAULTS };
}

/**
 * Sets the editable values in one statement (the first edit creates the row, with the defaults
 * for everything else). Rewards read the plan inside their own transaction, so the next one
 * after this commits uses the new values, and none sees half of an edit.
 */
export async function saveEditableRewardPlan(
  db: Queryable,
  businessId: string,
  values: EditableRewardPlan,
  now: Date,
): Promise<RewardPlan> {
  const [row] = await db
    .insert(rewardPlans)
    .values({ businessId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: rewardPlans.businessId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('reward plan upsert returned no row');
  return toRewardPlan(row);
}
