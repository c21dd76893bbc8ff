import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

/**
 * What each plan allows (docs/domain.md "Plans and limits"; docs/product/management.md §9 billing defaults). Every
 * business starts on FREE; the server enforces these with a clear message.
 */
export const PLAN_LIMITS = {
  FREE: {
    giftCardCommissionRate: 0,
    gallerySize: 50,
    publishedOffers: 3,
    stores: 5,
    publishedGiftCards: 5,
  },
} as const;

export type PlanName = keyof typeof PLAN_LIMITS;

/** The limits that count something the business has. */
export type PlanAllowance = Exclude<keyof (typeof PLAN_LIMITS)['FREE'], 'giftCardCommissionRate'>;

/**
 * Each allowance's advisory-lock name. Fixed strings, not the allowance's name in code: during a
 * rolling deploy, instances of two versions must take the same lock (published gift cards kept the
 * name they had before the glossary renamed them).
 */
const LOCK_NAMES: Record<PlanAllowance, string> = {
  gallerySize: 'gallerySize',
  publishedOffers: 'publishedOffers',
  stores: 'stores',
  publishedGiftCards: 'publishedGiftcards',
};

function isPlanName(plan: string): plan is PlanName {
  return Object.hasOwn(PLAN_LIMITS, plan);
}

/** The business's plan and what it allows; a plan name this code does not know counts as FREE. */
export async function businessPlan(db: Queryable, businessId: string) {
  const [business] = await db
    .select({ plan: businesses.plan })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const planName: PlanName = business && isPlanName(business.plan) ? business.plan : 'FREE';
  return { planName, limits: PLAN_LIMITS[planName] };
}

/**
 * The business's limit for `allowance`, read under a transaction-scoped advisory lock on that
 * (business, allowance). The caller counts and adds in the same transaction: two requests at once
 * cannot both see 4 of 5 and end at 6. An advisory lock rather than a row lock, so money
 * operations that only reference the business row are never blocked.
 */
export async function lockPlanAllowance(
  tx: Tx,
  businessId: string,
  allowance: PlanAllowance,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`plan:${LOCK_NAMES[allowance]}:${businessId}`}, 0))`,
  );
  return (await businessPlan(tx, businessId)).limits[allowance];
}
