import { and, eq, sql } from 'drizzle-orm';
import { toDollars, type CustomerSummary } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { memberGiftCards, subscriptions, type MemberRow } from '../../db/schema/index.js';
import { liveCard } from '../ledger/posting.js';
import { maskEmail } from './mask-email.js';

/** Sum of the live cards of one subscription at `now`, in cents (expired cards count for nothing). */
export async function liveGiftCardBalance(db: Queryable, subscriptionId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${memberGiftCards.balanceCents}), 0)` })
    .from(memberGiftCards)
    .where(and(eq(memberGiftCards.subscriptionId, subscriptionId), liveCard(now)));
  return Number(row?.total ?? 0);
}

/**
 * The member with their balances at this business (zeros when not subscribed there), and their
 * e-mail in full only when subscribed here, masked otherwise (mask-email.ts).
 */
export async function customerSummary(
  db: Queryable,
  businessId: string,
  member: MemberRow,
  now: Date,
): Promise<CustomerSummary> {
  const [subscription] = await db
    .select({
      id: subscriptions.id,
      points: subscriptions.pointsBalance,
      wallet: subscriptions.walletBalanceCents,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.memberRowId, member.id)))
    .limit(1);
  const gcCents = subscription ? await liveGiftCardBalance(db, subscription.id, now) : 0;
  return {
    name: member.name,
    email: subscription ? member.email : maskEmail(member.email),
    memberId: member.memberId,
    username: member.username,
    walletBalance: toDollars(subscription?.wallet ?? 0),
    gcBalance: toDollars(gcCents),
    pointsBalance: subscription?.points ?? 0,
    isSubscribed: subscription !== undefined,
  };
}
