import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { REWARD_PLAN_DEFAULTS, rewardPlans } from '../../db/schema/index.js';

export interface RewardPlan {
  type: string;
  pointsForNewSubscription: number;
  pointsBonusForFirstShopping: number;
  referralBonus: number;
  pointsPerDollarSpent: number;
  minimumPointsRedeemTarget: number;
  minimumPointsTargetValueCents: number;
}

/** The business's plan; one that was never edited has no row and is the defaults. */
export async function getRewardPlan(db: Queryable, businessId: string): Promise<RewardPlan> {
  const [row] = await db.select().from(rewardPlans).where(eq(rewardPlans.businessId, businessId)).limit(1);
  if (!row) return { ...REWARD_PLAN_DEFAULTS };
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
