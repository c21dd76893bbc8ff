import { and, eq } from 'drizzle-orm';
import { REFERRAL_MESSAGES, type SignInReferral } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { referrals, subscriptions } from '../../db/schema/index.js';
import { referralBonus } from '../earning/referral-bonus.js';
import { getRewardPlan } from '../ledger/reward-plan.js';
import type { Referrer } from './referral-codes.js';

/**
 * A member signing in with a referral code (docs/domain.md, "Referrals"), in the sign-in's
 * transaction. Recorded for a member new to the business; refused, with nothing recorded, for the
 * referrer themselves, a member who already belongs to the business and one already referred to
 * it by someone else. The same code again (a second sign-in with the link) is the referral already
 * recorded. The unique index on (business, member) settles two sign-ups at once: one insert wins,
 * the other finds its row.
 */
export async function recordReferral(
  tx: Queryable,
  input: { memberRowId: string; referrer: Referrer; now: Date },
): Promise<SignInReferral> {
  const { memberRowId, referrer, now } = input;
  const shop = referrer.businessName;
  const refused = (message: string): SignInReferral => ({ status: 'Refused', businessName: shop, message });
  if (referrer.memberRowId === memberRowId) return refused(REFERRAL_MESSAGES.ownCode);
  const [subscribed] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.businessId, referrer.businessId), eq(subscriptions.memberRowId, memberRowId)),
    );
  if (subscribed) return refused(REFERRAL_MESSAGES.alreadySubscribed(shop));

  const [inserted] = await tx
    .insert(referrals)
    .values({
      businessId: referrer.businessId,
      referrerSubscriptionId: referrer.subscriptionId,
      referredMemberRowId: memberRowId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (!inserted) {
    const [recorded] = await tx
      .select({ referrerSubscriptionId: referrals.referrerSubscriptionId })
      .from(referrals)
      .where(
        and(eq(referrals.businessId, referrer.businessId), eq(referrals.referredMemberRowId, memberRowId)),
      );
    if (recorded?.referrerSubscriptionId !== referrer.subscriptionId)
      return refused(REFERRAL_MESSAGES.alreadyReferred(shop));
  }
  const plan = await getRewardPlan(tx, referrer.businessId);
  return {
    status: 'Recorded',
    businessName: shop,
    message: REFERRAL_MESSAGES.recorded(referrer.name, shop, referralBonus(plan)),
  };
}
