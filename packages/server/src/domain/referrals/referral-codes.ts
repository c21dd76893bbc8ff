import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { businesses, members, subscriptions } from '../../db/schema/index.js';
import { REFERRAL_CODE_SQL } from '../../db/schema/referral-code-sql.js';
import { isUuid } from '../ids.js';

/** The member whose code a sign-in carries: their subscription at the business the code is for. */
export interface Referrer {
  subscriptionId: string;
  businessId: string;
  businessName: string;
  memberRowId: string;
  name: string;
}

/** Codes are few among many; a clash with an existing one is rare, and another is drawn. */
const ATTEMPTS = 5;

/**
 * The member's referral code at a business they belong to, made on the first ask and the same
 * after; undefined when they do not belong to it (or the id is no id). Two first asks at once
 * make one code: the second update waits on the row, then finds it set and reads it.
 */
export async function memberReferralCode(
  db: Queryable,
  memberRowId: string,
  businessId: string,
): Promise<string | undefined> {
  if (!isUuid(businessId)) return undefined;
  const own = and(eq(subscriptions.businessId, businessId), eq(subscriptions.memberRowId, memberRowId));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [subscription] = await db
      .select({ id: subscriptions.id, code: subscriptions.referralCode })
      .from(subscriptions)
      .where(own);
    if (!subscription) return undefined;
    if (subscription.code) return subscription.code;
    try {
      // A transaction of its own (a savepoint inside a caller's), so a clash undoes only itself.
      await db.transaction((tx) =>
        tx
          .update(subscriptions)
          .set({ referralCode: REFERRAL_CODE_SQL })
          .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.referralCode))),
      );
    } catch (error) {
      if (violatedUniqueConstraint(error) !== 'subscriptions_referral_code_unique') throw error;
    }
  }
  throw new Error('no free referral code found');
}

/** The member and business a member's code names, or undefined for a code no member has. */
export async function findReferrer(db: Queryable, code: string): Promise<Referrer | undefined> {
  const [row] = await db
    .select({
      subscriptionId: subscriptions.id,
      businessId: subscriptions.businessId,
      businessName: businesses.name,
      memberRowId: subscriptions.memberRowId,
      name: members.name,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .innerJoin(members, eq(members.id, subscriptions.memberRowId))
    .where(eq(subscriptions.referralCode, code));
  return row;
}

/** The business a business's code names (its owner's `ownerReferralCode`), or undefined. */
export async function findReferringBusiness(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referralCode, code));
  return row?.id;
}
