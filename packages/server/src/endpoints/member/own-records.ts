import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { REWARD_TRANSACTION_TTL_MS, toDollars } from '../../contract.js';
import type { Database } from '../../db/client.js';
import {
  businesses,
  memberGiftCards,
  members,
  rewardTransactions,
  stores,
  subscriptions,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../domain/errors.js';
import { isUuid } from '../../domain/ids.js';
import { nextConversion } from '../../domain/ledger/points.js';
import { nextExpiring, type ExpiringPoints } from '../../domain/ledger/points-expiry.js';
import { getRewardPlans, type RewardPlan } from '../../domain/ledger/reward-plan.js';
import { liveCard } from '../../domain/ledger/posting.js';
import { changeConsent } from '../../domain/members/consent.js';
import { REWARD_MESSAGES } from '../../domain/rewards/messages.js';
import { effectiveStatus } from '../../domain/rewards/redemption-status.js';
import { MEMBER_MESSAGES } from './messages.js';

function profileOf(member: typeof members.$inferSelect) {
  return {
    memberId: member.memberId,
    username: member.username,
    name: member.name,
    email: member.email,
    createdAt: member.createdAt.toISOString(),
  };
}

export async function memberProfile(db: Database, memberRowId: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberRowId)).limit(1);
  if (!member) throw notFound('Member not found');
  return profileOf(member);
}

/** The member's own name (the contract has trimmed it); the username never changes with it. */
export async function updateMemberName(db: Database, memberRowId: string, name: string) {
  const [member] = await db.update(members).set({ name }).where(eq(members.id, memberRowId)).returning();
  if (!member) throw notFound('Member not found');
  return { message: MEMBER_MESSAGES.nameSaved, data: profileOf(member) };
}

/** The member's own requests still waiting for an answer (INITIATED, not expired), newest first. */
export async function pendingRewardTransactions(db: Database, memberRowId: string, now: Date) {
  const rows = await db
    .select({ rt: rewardTransactions, businessName: businesses.name, storeName: stores.name })
    .from(rewardTransactions)
    .innerJoin(businesses, eq(businesses.id, rewardTransactions.businessId))
    .innerJoin(stores, eq(stores.id, rewardTransactions.storeId))
    .where(
      and(
        eq(rewardTransactions.memberRowId, memberRowId),
        eq(rewardTransactions.status, 'INITIATED'),
        gt(rewardTransactions.expiresAt, now),
      ),
    )
    .orderBy(desc(rewardTransactions.createdAt));
  return {
    rewardTransactions: rows.map(({ rt, businessName, storeName }) => ({
      rtId: rt.id,
      businessId: rt.businessId,
      businessName,
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
 * The member's answer. One conditional UPDATE decides it (only the member's own, only while
 * INITIATED and unexpired), so an answer racing the expiry or a second tap cannot both win.
 * Another member's transaction is 404, exactly like one that does not exist. Approving a shop's
 * request accepts that shop (docs/domain.md, "Consent"), in the same transaction.
 */
export async function answerRewardTransaction(
  db: Database,
  memberRowId: string,
  rtId: string,
  answer: 'CUSTOMER_APPROVED' | 'CUSTOMER_REJECTED',
  now: Date,
) {
  if (!isUuid(rtId)) throw notFound(REWARD_MESSAGES.notFound);
  const own = and(eq(rewardTransactions.id, rtId), eq(rewardTransactions.memberRowId, memberRowId));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rewardTransactions)
      // An approval must be completed within 10 minutes of it: the expiry moves with the answer.
      .set({
        status: answer,
        answeredAt: now,
        expiresAt: new Date(now.getTime() + REWARD_TRANSACTION_TTL_MS),
      })
      .where(and(own, eq(rewardTransactions.status, 'INITIATED'), gt(rewardTransactions.expiresAt, now)))
      .returning({ id: rewardTransactions.id, businessId: rewardTransactions.businessId });
    if (row && answer === 'CUSTOMER_APPROVED') {
      const { businessId } = row;
      await changeConsent(tx, { memberRowId, businessId, change: 'accept', at: now, details: { rtId } });
    }
    return row;
  });
  const message = answer === 'CUSTOMER_APPROVED' ? REWARD_MESSAGES.approved : REWARD_MESSAGES.rejected;
  if (updated)
    return { answer: { message, rtId: updated.id, status: answer }, businessId: updated.businessId };
  const [row] = await db.select().from(rewardTransactions).where(own).limit(1);
  if (!row) throw notFound(REWARD_MESSAGES.notFound);
  const status = effectiveStatus(row, now);
  // The same answer again (a double tap) is not an error.
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

/**
 * The member's balances at each business they are subscribed to, their next expiring points and
 * how far the next conversion is.
 */
export async function memberSubscriptions(db: Database, memberRowId: string, now: Date) {
  const rows = await db
    .select({ subscription: subscriptions, businessName: businesses.name, handle: businesses.handle })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(eq(subscriptions.memberRowId, memberRowId))
    .orderBy(asc(businesses.name));
  const ids = rows.map((r) => r.subscription.id);
  const cards =
    ids.length === 0
      ? []
      : await db
          .select({
            subscriptionId: memberGiftCards.subscriptionId,
            total: sql<string>`sum(${memberGiftCards.balanceCents})`,
          })
          .from(memberGiftCards)
          .where(and(inArray(memberGiftCards.subscriptionId, ids), liveCard(now)))
          .groupBy(memberGiftCards.subscriptionId);
  const gift = new Map(cards.map((c) => [c.subscriptionId, Number(c.total)]));
  const businessIds = [...new Set(rows.map((r) => r.subscription.businessId))];
  const planOf = await getRewardPlans(db, businessIds);
  const expiring = new Map<string, ExpiringPoints | null>();
  for (const businessId of businessIds) {
    const ofBusiness = rows.filter((r) => r.subscription.businessId === businessId);
    const next = await nextExpiring(
      db,
      businessId,
      ofBusiness.map((r) => r.subscription.id),
      now,
    );
    for (const [id, points] of next) expiring.set(id, points);
  }
  return {
    subscriptions: rows.map(({ subscription, businessName, handle }) => ({
      ...conversionOf(subscription.pointsBalance, planOf(subscription.businessId)),
      businessId: subscription.businessId,
      businessName,
      businessHandle: handle,
      pointsBalance: subscription.pointsBalance,
      walletBalance: toDollars(subscription.walletBalanceCents),
      gcBalance: toDollars(gift.get(subscription.id) ?? 0),
      subscribedOn: subscription.subscribedAt.toISOString(),
      pointsExpiring: pointsExpiringOf(expiring.get(subscription.id)),
    })),
  };
}
