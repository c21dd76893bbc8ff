import { and, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { RewardTransactionStatus } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { after, keysetRows, type KeysetPosition, type PageRequest } from '../../db/keyset.js';
import { members, rewardTransactions, stores, users } from '../../db/schema/index.js';
import { isUuid } from '../ids.js';
import { EXPIRING_STATUSES } from './redemption-status.js';

/** A reward transaction of this business, or undefined (another business's ids included). */
export async function findOwnRewardTransaction(db: Queryable, businessId: string, rtId: string) {
  if (!isUuid(rtId)) return undefined;
  const [row] = await db
    .select()
    .from(rewardTransactions)
    .where(and(eq(rewardTransactions.id, rtId), eq(rewardTransactions.businessId, businessId)))
    .limit(1);
  return row;
}

/**
 * Withdraws one of the business's pending ones (INITIATED or CUSTOMER_APPROVED, expired or not) as
 * DELETED by `by.userId`; undefined when none matched (no such one, or not pending).
 */
export async function markRewardTransactionDeleted(
  db: Queryable,
  businessId: string,
  rtId: string,
  by: { userId: string; at: Date },
) {
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
  return deleted;
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

/** Every reward transaction of the business, newest first, read a page at a time (the export). */
export function allRewardTransactions(
  db: Queryable,
  businessId: string,
): AsyncIterable<RewardTransactionRecord> {
  return keysetRows(
    (position, limit) => rewardTransactionPage(db, businessId, { position, limit }),
    rewardTransactionPosition,
  );
}

/**
 * A page of the business's reward transactions, optionally only one member's (by row id) and only
 * those showing one of `statuses` at `now`, with how many match in all.
 */
export async function filteredRewardTransactions(
  db: Queryable,
  filter: {
    businessId: string;
    memberRowId?: string | undefined;
    statuses?: RewardTransactionStatus[] | undefined;
  },
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ records: RewardTransactionRecord[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(rewardTransactions.businessId, filter.businessId)];
  if (filter.memberRowId !== undefined)
    conditions.push(eq(rewardTransactions.memberRowId, filter.memberRowId));
  if (filter.statuses && filter.statuses.length > 0)
    conditions.push(or(...filter.statuses.map((s) => statusCondition(s, now))));
  const where = and(...conditions);
  const [records, [total]] = await Promise.all([
    rewardTransactionRows(db, where, page),
    db.select({ n: count() }).from(rewardTransactions).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}
