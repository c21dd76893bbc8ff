import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { RewardPlanType } from '../../contract.js';
import { REWARD_PLAN_DEFAULTS, rewardPlans, type RewardPlanRow } from '../../db/schema/index.js';

export interface RewardPlan {
  /** Points: purchases earn points per dollar. Stamps: a purchase earns a stamp (docs/domain.md). */
  type: RewardPlanType;
  pointsForNewSubscription: number;
  pointsBonusForFirstShopping: number;
  referralBonus: number;
  pointsPerDollarSpent: number;
  minimumPointsRedeemTarget: number;
  minimumPointsTargetValueCents: number;
  /** 0: points never expire; else a lot expires at the end of its month + this many months. */
  pointsExpiryMonths: number;
  /** A full stamp card: this many stamps turn into `stampRewardCents` of wallet money. */
  stampsPerReward: number;
  stampRewardCents: number;
  /** The smallest paid part that earns a stamp (0: any purchase paid in part by the member). */
  stampMinimumSpendCents: number;
}

/**
 * The values an owner may change (docs/product/management.md §5, the points expiry, the type and
 * the stamp card); the rest of the plan is fixed. A missing optional value leaves it as it is.
 */
export type EditableRewardPlan = Pick<
  RewardPlan,
  'pointsPerDollarSpent' | 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'
> & {
  [
    key in 'pointsExpiryMonths' | 'type' | 'stampsPerReward' | 'stampRewardCents' | 'stampMinimumSpendCents'
  ]?: RewardPlan[key] | undefined;
};

export function toRewardPlan(row: RewardPlanRow): RewardPlan {
  return {
    type: row.type,
    pointsForNewSubscription: row.pointsForNewSubscription,
    pointsBonusForFirstShopping: row.pointsBonusForFirstShopping,
    referralBonus: row.referralBonus,
    pointsPerDollarSpent: row.pointsPerDollarSpent,
    minimumPointsRedeemTarget: row.minimumPointsRedeemTarget,
    minimumPointsTargetValueCents: row.minimumPointsTargetValueCents,
    pointsExpiryMonths: row.pointsExpiryMonths,
    stampsPerReward: row.stampsPerReward,
    stampRewardCents: row.stampRewardCents,
    stampMinimumSpendCents: row.stampMinimumSpendCents,
  };
}

/** The business's plan; one that was never edited has no row and is the defaults. */
export async function getRewardPlan(db: Queryable, businessId: string): Promise<RewardPlan> {
  const [row] = await db.select().from(rewardPlans).where(eq(rewardPlans.businessId, businessId)).limit(1);
  return row ? toRewardPlan(row) : { ...REWARD_PLAN_DEFAULTS };
}

/**
 * The plans of several businesses in one query, as a lookup by business id: a business whose plan
 * was never edited (no row) has the defaults.
 */
export async function getRewardPlans(
  db: Queryable,
  businessIds: readonly string[],
): Promise<(businessId: string) => RewardPlan> {
  const rows =
    businessIds.length === 0
      ? []
      : await db
          .select()
          .from(rewardPlans)
          .where(inArray(rewardPlans.businessId, [...businessIds]));
  const plans = new Map(rows.map((row) => [row.businessId, toRewardPlan(row)]));
  return (businessId) => plans.get(businessId) ?? { ...REWARD_PLAN_DEFAULTS };
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
  const { pointsExpiryMonths, ...given } = values;
  // Left out means left as it is: only the values sent are set.
  const spec = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<RewardPlanRow, 'businessId'>>;
  // A new expiry (set, changed or turned off) restarts its clock: points earned before count as
  // earned now, so no change expires points sooner than its N months (docs/decisions.md 48).
  const expiry =
    pointsExpiryMonths === undefined
      ? {}
      : {
          pointsExpiryMonths,
          pointsExpirySince: sql`case when ${rewardPlans.pointsExpiryMonths} = ${pointsExpiryMonths} then ${rewardPlans.pointsExpirySince} else ${now.toISOString()}::timestamptz end`,
        };
  const [row] = await db
    .insert(rewardPlans)
    .values({
      businessId,
      ...spec,
      ...(pointsExpiryMonths === undefined
        ? {}
        : { pointsExpiryMonths, pointsExpirySince: pointsExpiryMonths > 0 ? now : null }),
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: rewardPlans.businessId, set: { ...spec, ...expiry, updatedAt: now } })
    .returning();
  if (!row) throw new Error('reward plan upsert returned no row');
  return toRewardPlan(row);
}
