import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  REWARD_TRANSACTION_TTL_MS,
  toDollars,
  type RewardTransaction,
  type RewardTransactionStatus,
} from '../../contract.js';
import type { Database, Queryable } from '../../db/client.js';
import { after, type KeysetPosition, type PageRequest } from '../../db/keyset.js';
import type { Writes } from '../../db/writes.js';
import {
  members,
  rewardTransactions,
  stores,
  users,
  type MemberRow,
  type SubscriptionRow,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import { liveGiftCardBalance } from '../members/customer-summary.js';
import type { Place } from '../places/place.js';
import { findMemberByCode } from '../members/member-lookup.js';
import { REWARD_MESSAGES } from './messages.js';
import { newRewardTransaction, type RedeemAmounts } from './new-reward-transaction.js';
import { effectiveStatus, EXPIRING_STATUSES } from './redemption-status.js';

/**
 * rewardtransaction/add: checks W ≤ wallet and G ≤ live gift-card balance (W + G ≤ B is the
 * contract's) and records the request as INITIATED for the member to answer. Nothing is held:
 * completion checks the balances again under lock. `subscription` is the member's, as the
 * operation's opening read it (null when they have none here).
 */
export async function createRewardTransaction(
  writes: Writes,
  place: Place,
  member: MemberRow,
  subscription: SubscriptionRow | null,
  amounts: RedeemAmounts,
) {
  if (amounts.walletCents > (subscription?.walletBalanceCents ?? 0))
    throw conflict(REWARD_MESSAGES.walletTooLow);
  const giftCards =
    subscription && amounts.giftCardCents > 0
      ? await liveGiftCardBalance(writes.tx, subscription.id, place.at)
      : 0;
  if (amounts.giftCardCents > giftCards) throw conflict(REWARD_MESSAGES.giftCardTooLow);
  // At least one redeem amount is above 0 (the contract's rule), so the member has a subscription.
  if (!subscription) throw conflict(REWARD_MESSAGES.walletTooLow);
  const expiresAt = new Date(place.at.getTime() + REWARD_TRANSACTION_TTL_MS);
  const rtId = randomUUID();
  const row = newRewardTransaction(rtId, place, member.id, subscription.id, amounts);
  writes.add(writes.tx.insert(rewardTransactions).values({ ...row, status: 'INITIATED', expiresAt }));
  return {
    message: REWARD_MESSAGES.created,
    rtId,
    status: 'INITIATED' as const,
    billingAmount: toDollars(amounts.billingCents),
    walletRedeemAmount: toDollars(amounts.walletCents),
    giftCardRedeemAmount: toDollars(amounts.giftCardCents),
    balanceAmount: toDollars(amounts.billingCents - amounts.walletCents - amounts.giftCardCents),
    expiresAt: expiresAt.toISOString(),
  };
}

/** A reward transaction of this business, or 404 (another business's ids included). */
async function findOwn(db: Queryable, businessId: string, rtId: string) {
  if (!isUuid(rtId)) return undefined;
  const [row] = await db
    .select()
    .from(rewardTransactions)
    .where(and(eq(rewardTransactions.id, rtId), eq(rewardTransactions.businessId, businessId)))
    .limit(1);
  return row;
}

export async function rewardTransactionStatus(db: Database, businessId: string, rtId: string, now: Date) {
  const row = await findOwn(db, businessId, rtId);
  if (!row) throw notFound(REWARD_MESSAGES.notFound);
  return { rtId: row.id, status: effectiveStatus(row, now) };
}

/**
 * Withdraws a pending one (INITIATED or CUSTOMER_APPROVED, expired or not) as DELETED, recording
 * who withdrew it. Withdrawing it again is a no-op; a member's rejection stays CUSTOMER_REJECTED
 * (answered 200 with that status, nothing changed); a completed one is a 409. Answers the call's
 * response and the member it concerns (undefined when nothing changed), whom the route tells.
 */
export async function deleteRewardTransaction(
  db: Database,
  businessId: string,
  rtId: string,
  by: { userId: string; at: Date },
) {
  if (!isUuid(rtId)) throw notFound(REWARD_MESSAGES.notFound);
  const [deleted] = await db
    .update(rewardTransactions)
    .set({ status: 'DELETED', deletedAt: by.at, deletedByUserId: by.userId })
    .where(
      and(
        eq(rewardTransactions.id, rtId),
        eq(rewardTransactions.businessId, businessId),
        inArray(rewardTransactions.status, [...EXPIRING_STATUSES]),
      ),
    )
    .returning({ id: rewardTransactions.id, memberRowId: rewardTransactions.memberRowId });
  const deletedAnswer = (id: string) => ({
    message: REWARD_MESSAGES.deleted,
    rtId: id,
    status: 'DELETED' as const,
  });
  if (deleted) return { answer: deletedAnswer(deleted.id), memberRowId: deleted.memberRowId };
  const row = await findOwn(db, businessId, rtId);
  if (!row) throw notFound(REWARD_MESSAGES.notFound);
  if (row.status === 'COMPLETED') throw conflict(REWARD_MESSAGES.completedCannotBeDeleted);
  if (row.status === 'CUSTOMER_REJECTED') {
    const answer = { message: REWARD_MESSAGES.rejectedNotCancelled, rtId: row.id, status: row.status };
    return { answer, memberRowId: undefined };
  }
  return { answer: deletedAnswer(row.id), memberRowId: undefined };
}

/** SQL for "shows as this status now" (EXPIRED and the two expiring states split on expiresAt). */
function statusCondition(status: RewardTransactionStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'EXPIRED':
      return and(
        inArray(rewardTransactions.status, [...EXPIRING_STATUSES]),
        lte(rewardTransactions.expiresAt, now),
      );
    case 'INITIATED':
    case 'CUSTOMER_APPROVED':
      return and(eq(rewardTransactions.status, status), gt(rewardTransactions.expiresAt, now));
    default:
      return eq(rewardTransactions.status, status);
  }
}

/** The business's reward transactions matching a condition, newest first, with names for the screen. */
function rewardTransactionRows(db: Queryable, where: SQL | undefined, page: PageRequest) {
  return db
    .select({
      rt: rewardTransactions,
      memberId: members.memberId,
      memberName: members.name,
      initiator: users.name,
      storeName: stores.name,
    })
    .from(rewardTransactions)
    .innerJoin(members, eq(members.id, rewardTransactions.memberRowId))
    .innerJoin(users, eq(users.id, rewardTransactions.initiatorUserId))
    .leftJoin(stores, eq(stores.id, rewardTransactions.storeId))
    .where(and(where, after(rewardTransactions.createdAt, rewardTransactions.id, page.position)))
    .orderBy(desc(rewardTransactions.createdAt), desc(rewardTransactions.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}

export type RewardTransactionRecord = Awaited<ReturnType<typeof rewardTransactionRows>>[number];

/** A page of one business's reward transactions (all of them), for the export. */
export function rewardTransactionPage(db: Queryable, businessId: string, page: PageRequest) {
  return rewardTransactionRows(db, eq(rewardTransactions.businessId, businessId), page);
}

export function rewardTransactionPosition({ rt }: RewardTransactionRecord): KeysetPosition {
  return { at: rt.createdAt, id: rt.id };
}

export function toRewardTransaction(
  { rt, memberId, memberName, initiator, storeName }: RewardTransactionRecord,
  now: Date,
): RewardTransaction {
  return {
    id: rt.id,
    createdAt: rt.createdAt.toISOString(),
    customerId: memberId,
    customerName: memberName,
    totalBillingAmount: toDollars(rt.billingCents),
    walletRedeemAmount: toDollars(rt.walletRedeemCents),
    giftCardRedeemAmount: toDollars(rt.giftCardRedeemCents),
    pointsEarned: rt.pointsEarned,
    initiator,
    storeName,
    counter: rt.counter,
    status: effectiveStatus(rt, now),
    completedAt: rt.completedAt?.toISOString() ?? null,
  };
}

export async function listRewardTransactions(
  db: Database,
  businessId: string,
  query: {
    offset: number;
    limit: number;
    customerId?: string | undefined;
    status?: RewardTransactionStatus[] | undefined;
  },
  now: Date,
): Promise<{ rewardTransactions: RewardTransaction[]; totalCount: number }> {
  const conditions: (SQL | undefined)[] = [eq(rewardTransactions.businessId, businessId)];
  if (query.customerId !== undefined) {
    const member = await findMemberByCode(db, query.customerId);
    if (!member) return { rewardTransactions: [], totalCount: 0 };
    conditions.push(eq(rewardTransactions.memberRowId, member.id));
  }
  if (query.status && query.status.length > 0) {
    conditions.push(or(...query.status.map((s) => statusCondition(s, now))));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    rewardTransactionRows(db, where, query),
    db.select({ n: count() }).from(rewardTransactions).where(where),
  ]);
  return {
    rewardTransactions: rows.map((row) => toRewardTransaction(row, now)),
    totalCount: total?.n ?? 0,
  };
}
