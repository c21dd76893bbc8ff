import { and, eq } from 'drizzle-orm';
import type { Writes } from '../../db/writes.js';
import { referrals, subscriptions, type SubscriptionRow } from '../../db/schema/index.js';
import { referralEarnings } from '../earning/index.js';
import { earnsReferral, referralReversal, reversesReferral } from '../earning/referral-bonus.js';
import { Posting } from '../ledger/posting.js';
import type { RewardPlan } from '../ledger/reward-plan.js';
import type { Place } from '../places/place.js';

/**
 * A referral and its referrer's subscription, both locked. Taken after everything the operation
 * locks of its own member (their subscription, the purchase, their cards): the referrer's
 * subscription is always the later of two in that order, since a referrer was subscribed before
 * the member they referred joined, so two operations never wait on each other in a circle.
 */
async function lockReferral(writes: Writes, where: ReturnType<typeof and>) {
  const [found] = await writes.tx
    .select({ referral: referrals, referrer: subscriptions })
    .from(referrals)
    .innerJoin(subscriptions, eq(subscriptions.id, referrals.referrerSubscriptionId))
    .where(where)
    .for('update');
  return found;
}

/**
 * A completed purchase's part in a referral (docs/domain.md, "Referrals"): the member's first
 * purchase here earns their pending referral, and its referrer the plan's bonus (a ReferralBonus
 * entry, then whole blocks to wallet money) and one more Total Referred. `subscription` is the
 * member's locked row as it was before this purchase. Queued on the operation's writes.
 */
export async function earnReferral(
  writes: Writes,
  place: Place,
  plan: RewardPlan,
  subscription: SubscriptionRow,
  rtId: string,
): Promise<void> {
  // Only a first purchase can earn one (earnsReferral): later ones cost no query.
  if (subscription.timesShopped !== 0) return;
  const found = await lockReferral(
    writes,
    and(
      eq(referrals.businessId, place.businessId),
      eq(referrals.referredMemberRowId, subscription.memberRowId),
    ),
  );
  if (!found || !earnsReferral(subscription, found.referral.status === 'Pending')) return;
  const posting = new Posting(writes, found.referrer, place, { referralId: found.referral.id });
  const { bonusPoints, earnings } = referralEarnings(plan, posting.pointsBalance);
  posting.earn(earnings);
  posting.count({ totalReferred: 1 });
  posting.commit();
  writes.add(
    writes.tx
      .update(referrals)
      .set({ status: 'Earned', rewardTransactionId: rtId, earnedAt: place.at, bonusPoints })
      .where(eq(referrals.id, found.referral.id)),
  );
}

/**
 * A return's part in a referral: the return that completes the referred purchase within 30 days
 * takes the referral back. The referrer loses the bonus, at most the points they still have (a
 * Return entry; the rest is the referral's shortfall), and one Total Referred. Queued on the
 * operation's writes.
 */
export async function reverseReferral(
  writes: Writes,
  place: Place,
  purchase: { rtId: string; completedAt: Date; returnsTheRest: boolean },
  returnId: string,
): Promise<void> {
  // The rule needs only the purchase and the return: a return that keeps the bonus costs no query.
  if (!reversesReferral({ ...purchase, returnedAt: place.at })) return;
  const found = await lockReferral(
    writes,
    and(eq(referrals.rewardTransactionId, purchase.rtId), eq(referrals.status, 'Earned')),
  );
  if (!found) return;
  const posting = new Posting(writes, found.referrer, place, {
    referralId: found.referral.id,
    purchaseReturnId: returnId,
  });
  const taken = referralReversal(found.referral.bonusPoints, posting.pointsBalance);
  posting.debit('points', taken.points, 'Return');
  posting.count({ totalReferred: -1 });
  posting.commit();
  writes.add(
    writes.tx
      .update(referrals)
      .set({
        status: 'Reversed',
        purchaseReturnId: returnId,
        reversedAt: place.at,
        pointsReversed: taken.points,
        pointsShortfall: taken.shortfall,
      })
      .where(eq(referrals.id, found.referral.id)),
  );
}
