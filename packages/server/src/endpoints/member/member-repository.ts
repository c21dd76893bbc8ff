import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { REWARD_TRANSACTION_TTL_MS } from '../../contract.js';
import type { Database, Queryable } from '../../db/client.js';
import {
  businesses,
  ledgerEntries,
  memberGiftCards,
  members,
  rewardTransactions,
  stores,
  subscriptions,
  type RewardTransactionRow,
} from '../../db/schema/index.js';
import { notFound } from '../../domain/errors.js';
import { isUuid } from '../../domain/ids.js';
import { liveCard } from '../../domain/ledger/posting.js';
import { changeConsent } from '../../domain/members/consent.js';
import { referrerOf } from '../../domain/referrals/referred-by.js';
import { REWARD_MESSAGES } from '../../domain/rewards/messages.js';

/*
 * What the member app reads and writes: every query is scoped to the signed-in member (their row
 * id), so no call can reach another member's records. The routes word the answers (member's own
 * records, activity, gift cards).
 */

export async function readMember(db: Queryable, memberRowId: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberRowId)).limit(1);
  if (!member) throw notFound('Member not found');
  return member;
}

/** The member's own name (the contract has trimmed it); the username never changes with it. */
export async function saveMemberName(db: Queryable, memberRowId: string, name: string) {
  const [member] = await db.update(members).set({ name }).where(eq(members.id, memberRowId)).returning();
  if (!member) throw notFound('Member not found');
  return member;
}

/** The member's own requests still waiting for an answer (INITIATED, not expired), newest first. */
export function pendingRequestsOf(db: Queryable, memberRowId: string, now: Date) {
  return db
    .select({
      rt: rewardTransactions,
      businessName: businesses.name,
      brandColor: businesses.brandColor,
      storeName: stores.name,
    })
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
}

export type MemberAnswer = 'CUSTOMER_APPROVED' | 'CUSTOMER_REJECTED';

/**
 * Records the member's answer to their own request. One conditional UPDATE decides it (only the
 * member's own, only while INITIATED and unexpired), so an answer racing the expiry or a second
 * tap cannot both win. Approving a shop's request accepts that shop (docs/domain.md, "Consent"),
 * in the same transaction. Answers the updated request, or the member's request as it stands
 * when the update matched nothing (undefined when there is none: another member's is unknown).
 */
export async function saveAnswer(
  db: Database,
  memberRowId: string,
  rtId: string,
  answer: MemberAnswer,
  now: Date,
): Promise<{ updated: { id: string; businessId: string } } | { current: RewardTransactionRow }> {
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
  if (updated) return { updated };
  const [current] = await db.select().from(rewardTransactions).where(own).limit(1);
  if (!current) throw notFound(REWARD_MESSAGES.notFound);
  return { current };
}

/**
 * The member's subscriptions, by business name, each with its business's name, handle and brand
 * colour and the sum of its live gift cards at `now` in cents.
 */
export function subscriptionsOf(db: Queryable, memberRowId: string, now: Date) {
  return db
    .select({
      subscription: subscriptions,
      businessName: businesses.name,
      handle: businesses.handle,
      brandColor: businesses.brandColor,
      /** Its primary store's state: the shop's calendar (domain/places/business-time-zone.ts). */
      primaryState: sql<string | null>`(select ${stores.state} from ${stores}
        where ${stores.businessId} = ${subscriptions.businessId} and ${stores.isPrimary} limit 1)`,
      giftCardCents:
        sql<string>`(select coalesce(sum(${memberGiftCards.balanceCents}), 0) from ${memberGiftCards}
        where ${memberGiftCards.subscriptionId} = ${subscriptions.id} and ${liveCard(now)})`.mapWith(Number),
      referredBy: referrerOf(subscriptions),
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(eq(subscriptions.memberRowId, memberRowId))
    .orderBy(asc(businesses.name));
}

/**
 * Every ledger entry of the member, oldest first (`businessId` keeps one business's), with its
 * business's name, its store's name and, for a reward's entries, the reward's bill in cents.
 */
export function ledgerOf(db: Queryable, memberRowId: string, businessId?: string) {
  return db
    .select({
      entry: ledgerEntries,
      businessName: businesses.name,
      storeName: stores.name,
      billingCents: rewardTransactions.billingCents,
    })
    .from(ledgerEntries)
    .innerJoin(businesses, eq(businesses.id, ledgerEntries.businessId))
    .leftJoin(stores, eq(stores.id, ledgerEntries.storeId))
    .leftJoin(rewardTransactions, eq(rewardTransactions.id, ledgerEntries.rewardTransactionId))
    .where(
      and(
        eq(ledgerEntries.memberRowId, memberRowId),
        businessId === undefined ? undefined : eq(ledgerEntries.businessId, businessId),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
}

/**
 * Every card the member bought, at any business, with its business's name, in the order the
 * counter spends them (soonest expiry first, never-expiring last, then oldest sale).
 */
export function giftCardsOf(db: Queryable, memberRowId: string) {
  return db
    .select({ card: memberGiftCards, businessName: businesses.name })
    .from(memberGiftCards)
    .innerJoin(businesses, eq(businesses.id, memberGiftCards.businessId))
    .where(eq(memberGiftCards.memberRowId, memberRowId))
    .orderBy(
      sql`${memberGiftCards.expiresAt} asc nulls last`,
      asc(memberGiftCards.soldAt),
      asc(memberGiftCards.id),
    );
}
