import { toDollars } from '../../contract.js';
import type { Database } from '../../db/client.js';
import type { MemberRow, SubscriptionRow } from '../../db/schema/index.js';
import { conflict } from '../../domain/errors.js';
import { nextConversion } from '../../domain/earning/conversion.js';
import { nextExpiring, type ExpiringPoints } from '../../domain/ledger/points-expiry.js';
import { getRewardPlans, type RewardPlan } from '../../domain/ledger/reward-plan.js';
import { referralBonus } from '../../domain/earning/referral-bonus.js';
import { tierFor } from '../../domain/earning/tier.js';
import { timeZoneOfState } from '../../domain/places/business-time-zone.js';
import { memberTierOf, nextTierStepOf } from '../../domain/tiers/member-tier.js';
import { businessesTiers } from '../../domain/tiers/tier-repository.js';
import { windowSpends } from '../../domain/tiers/tier-spend.js';
import { REWARD_MESSAGES } from '../../domain/rewards/messages.js';
import { effectiveStatus } from '../../domain/rewards/redemption-status.js';
import {
  pendingRequestsOf,
  readMember,
  saveAnswer,
  saveMemberName,
  subscriptionsOf,
  type MemberAnswer,
} from './member-repository.js';
import { MEMBER_APP_MESSAGES } from './messages.js';

function profileOf(member: MemberRow) {
  return {
    memberId: member.memberId,
    username: member.username,
    name: member.name,
    email: member.email,
    createdAt: member.createdAt.toISOString(),
  };
}

export async function memberProfile(db: Database, memberRowId: string) {
  return profileOf(await readMember(db, memberRowId));
}

/** The member's own name (the contract has trimmed it); the username never changes with it. */
export async function updateMemberName(db: Database, memberRowId: string, name: string) {
  const member = await saveMemberName(db, memberRowId, name);
  return { message: MEMBER_APP_MESSAGES.nameSaved, data: profileOf(member) };
}

/** The member's own requests still waiting for an answer (INITIATED, not expired), newest first. */
export async function pendingRewardTransactions(db: Database, memberRowId: string, now: Date) {
  const rows = await pendingRequestsOf(db, memberRowId, now);
  return {
    rewardTransactions: rows.map(({ rt, businessName, brandColor, storeName }) => ({
      rtId: rt.id,
      businessId: rt.businessId,
      businessName,
      brandColor,
      storeName,
      billingAmount: toDollars(rt.billingCents),
      walletRedeemAmount: toDollars(rt.walletRedeemCents),
      giftCardRedeemAmount: toDollars(rt.giftCardRedeemCents),
      balanceAmount: toDollars(rt.billingCents - rt.walletRedeemCents - rt.giftCardRedeemCents),
      createdAt: rt.createdAt.toISOString(),
      expiresAt: rt.expiresAt.toISOString(),
    })),
  };
}

/**
 * The member's answer (member-repository.ts records it). Another member's transaction is 404,
 * exactly like one that does not exist; the same answer again (a double tap) is not an error.
 */
export async function answerRewardTransaction(
  db: Database,
  memberRowId: string,
  rtId: string,
  answer: MemberAnswer,
  now: Date,
) {
  const saved = await saveAnswer(db, memberRowId, rtId, answer, now);
  const message = answer === 'CUSTOMER_APPROVED' ? REWARD_MESSAGES.approved : REWARD_MESSAGES.rejected;
  if ('updated' in saved) {
    const { id, businessId } = saved.updated;
    return { answer: { message, rtId: id, status: answer }, businessId };
  }
  const row = saved.current;
  const status = effectiveStatus(row, now);
  if (status === answer) return { answer: { message, rtId: row.id, status }, businessId: row.businessId };
  if (status === 'EXPIRED') throw conflict(REWARD_MESSAGES.expired);
  if (status === 'DELETED') throw conflict(REWARD_MESSAGES.wasDeleted);
  throw conflict(REWARD_MESSAGES.alreadyAnswered);
}

function pointsExpiringOf(next: ExpiringPoints | null | undefined) {
  return next ? { points: next.points, date: next.date } : null;
}

function conversionOf(pointsBalance: number, plan: RewardPlan) {
  const next = nextConversion(pointsBalance, plan);
  return { nextConversion: { points: next.points, value: toDollars(next.cents) } };
}

/** The member's stamp card at a business: its kind of programme, the stamps and a full card's size. */
function stampCardOf(stampsBalance: number, plan: RewardPlan) {
  return { rewardType: plan.type, stampsBalance, stampsPerReward: plan.stampsPerReward };
}

/**
 * The member's balances at each business they are subscribed to, their next expiring points, how
 * far the next conversion is, their tier and the next one's step, and their referrals.
 */
export async function memberSubscriptions(db: Database, memberRowId: string, now: Date) {
  const rows = await subscriptionsOf(db, memberRowId, now);
  const businessIds = [...new Set(rows.map((r) => r.subscription.businessId))];
  const subscriptionIds = rows.map((r) => r.subscription.id);
  const planOf = await getRewardPlans(db, businessIds);
  const tiersOf = await businessesTiers(db, businessIds);
  const spends = await windowSpends(db, subscriptionIds, now);
  const expiring = await nextExpiring(db, subscriptionIds, now);
  const tierOf = (subscription: SubscriptionRow, primaryState: string | null) => {
    const tiers = tiersOf(subscription.businessId);
    const spend = spends.get(subscription.id) ?? { cents: 0, oldestAt: null };
    const timeZone = timeZoneOfState(primaryState);
    return {
      tier: memberTierOf(tierFor(tiers, subscription.tierSpendCents)),
      nextTier: nextTierStepOf(tiers, subscription.tierSpendCents, spend, timeZone),
    };
  };
  return {
    subscriptions: rows.map(
      ({ subscription, businessName, handle, brandColor, giftCardCents, primaryState, referredBy }) => ({
        ...tierOf(subscription, primaryState),
        ...conversionOf(subscription.pointsBalance, planOf(subscription.businessId)),
        ...stampCardOf(subscription.stampsBalance, planOf(subscription.businessId)),
        businessId: subscription.businessId,
        businessName,
        businessHandle: handle,
        brandColor,
        pointsBalance: subscription.pointsBalance,
        walletBalance: toDollars(subscription.walletBalanceCents),
        gcBalance: toDollars(giftCardCents),
        subscribedOn: subscription.subscribedAt.toISOString(),
        pointsExpiring: pointsExpiringOf(expiring.get(subscription.id)),
        referralBonus: referralBonus(planOf(subscription.businessId)),
        totalReferred: subscription.totalReferred,
        referredBy: referredBy && { name: referredBy.customerName },
      }),
    ),
  };
}
