import { and, asc, desc, eq, gt, sql, type Placeholder } from 'drizzle-orm';
import { REWARD_TRANSACTION_TTL_MS } from '../../contract.js';
import type { Database, Queryable } from '../../db/client.js';
import { connectionTransactionsOf } from '../../db/connection-transaction.js';
import { preparedQuery } from '../../db/prepared.js';
import { setTo } from '../../db/write-shapes.js';
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

/** The member's own request, by id. */
const ownRequest = (rtId: string | Placeholder, memberRowId: string | Placeholder) =>
  and(eq(rewardTransactions.id, rtId), eq(rewardTransactions.memberRowId, memberRowId));

/**
 * The member's answer, if the request is theirs, INITIATED and unexpired; built once per
 * connection (db/prepared.ts), and run in that connection's transaction.
 */
const answerUpdate = preparedQuery((db) => {
  const rt = rewardTransactions;
  const now = sql.placeholder('now');
  return db
    .update(rt)
    .set({
      status: setTo(sql.placeholder('answer'), rt.status),
      answeredAt: setTo(now, rt.answeredAt),
      expiresAt: setTo(sql.placeholder('expiresAt'), rt.expiresAt),
    })
    .where(
      and(
        ownRequest(sql.placeholder('rtId'), sql.placeholder('memberRowId')),
        eq(rt.status, 'INITIATED'),
        gt(rt.expiresAt, now),
      ),
    )
    .returning({ id: rt.id, businessId: rt.businessId })
    .prepare('save_answer');
});

/** The answers' transactions: on a connection of the pool, with the statements prepared there. */
const answerTransactions = connectionTransactionsOf(() => undefined);

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
  const updated = await answerTransactions(db)(async (tx) => {
    const [row] = await answerUpdate(tx).execute({
      rtId,
      memberRowId,
      answer,
      now,
      // An approval must be completed within 10 minutes of it: the expiry moves with the answer.
      expiresAt: new Date(now.getTime() + REWARD_TRANSACTION_TTL_MS),
    });
    if (row && answer === 'CUSTOMER_APPROVED') {
      const { businessId } = row;
      await changeConsent(tx, { memberRowId, businessId, change: 'accept', at: now, details: { rtId } });
    }
    return row;
  });
  if (updated) return { updated };
  const [current] = await db.select().from(rewardTransactions).where(ownRequest(rtId, memberRowId)).limit(1);
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
