import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  members,
  purchaseReturns,
  rewardTransactions,
  stores,
  subscriptions,
} from '../../db/schema/index.js';

/** A purchase that can still be returned, in cents; the route words it for the wire. */
export interface ReturnablePurchase {
  rtId: string;
  createdAt: Date;
  billingCents: number;
  returnableCents: number;
  storeName: string | null;
}

/**
 * A member's completed purchases at the business with something left to return, newest first,
 * and how many there are. Undefined when no member has that code, or when the member blocked the
 * business (to it they are unknown: docs/domain.md, "Consent"); a member who never shopped here
 * has none.
 */
export async function returnablePurchases(
  db: Queryable,
  businessId: string,
  request: { memberCode: string; offset: number; limit: number },
): Promise<{ purchases: ReturnablePurchase[]; totalCount: number } | undefined> {
  const [member] = await db
    .select({ id: members.id, consent: subscriptions.consent })
    .from(members)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.memberRowId, members.id), eq(subscriptions.businessId, businessId)),
    )
    .where(eq(members.memberId, request.memberCode));
  if (!member || member.consent === 'Blocked') return undefined;
  const returned = sql<string>`(select coalesce(sum(${purchaseReturns.amountCents}), 0) from ${purchaseReturns}
    where ${purchaseReturns.rewardTransactionId} = ${rewardTransactions.id})`;
  const returnable = sql<number>`${rewardTransactions.billingCents} - ${returned}`.mapWith(Number);
  const where = and(
    eq(rewardTransactions.businessId, businessId),
    eq(rewardTransactions.memberRowId, member.id),
    eq(rewardTransactions.status, 'COMPLETED'),
    gt(returnable, 0),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rtId: rewardTransactions.id,
        createdAt: rewardTransactions.createdAt,
        billingCents: rewardTransactions.billingCents,
        returnableCents: returnable,
        storeName: stores.name,
      })
      .from(rewardTransactions)
      .leftJoin(stores, eq(stores.id, rewardTransactions.storeId))
      .where(where)
      .orderBy(desc(rewardTransactions.createdAt), desc(rewardTransactions.id))
      .offset(request.offset)
      .limit(request.limit),
    db.select({ n: count() }).from(rewardTransactions).where(where),
  ]);
  return { purchases: rows, totalCount: total?.n ?? 0 };
}
