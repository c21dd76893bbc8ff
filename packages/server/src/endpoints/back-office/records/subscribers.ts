import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { toDollars, type MemberActivityItem, type Subscription } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { after, type KeysetPosition, type PageRequest } from '../../../db/keyset.js';
import { memberGiftCards, members, subscriptions } from '../../../db/schema/index.js';
import { notFound } from '../../../domain/errors.js';
import { liveCard } from '../../../domain/ledger/posting.js';
import { visibleSubscribers } from '../../../domain/members/consent.js';
import { maskEmail } from '../../../domain/members/mask-email.js';
import { findMemberByCode } from '../../../domain/members/member-lookup.js';
import { memberActivity } from '../../member/activity.js';
import { RECORDS_MESSAGES } from './messages.js';

/**
 * Subscribers, newest subscription first, with the gift-card balance worked out at `now` (it is
 * the sum of live cards, never stored) by a subquery per row on the cards' subscription index.
 */
function subscriberRows(db: Queryable, where: SQL | undefined, now: Date, page: PageRequest) {
  const giftCardCents = sql<string>`(
    select coalesce(sum(${memberGiftCards.balanceCents}), 0) from ${memberGiftCards}
    where ${memberGiftCards.subscriptionId} = ${subscriptions.id} and ${liveCard(now)}
  )`;
  return db
    .select({ subscription: subscriptions, member: members, giftCardCents })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberRowId))
    .where(and(where, after(subscriptions.subscribedAt, subscriptions.id, page.position)))
    .orderBy(desc(subscriptions.subscribedAt), desc(subscriptions.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}

export type SubscriberRecord = Awaited<ReturnType<typeof subscriberRows>>[number];

export function subscriberPage(db: Queryable, businessId: string, now: Date, page: PageRequest) {
  return subscriberRows(db, visibleSubscribers(businessId), now, page);
}

export async function countSubscribers(db: Queryable, businessId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(visibleSubscribers(businessId));
  return row?.n ?? 0;
}

export function subscriberPosition(record: SubscriberRecord): KeysetPosition {
  return { at: record.subscription.subscribedAt, id: record.subscription.id };
}

export function toSubscription({ subscription: s, member, giftCardCents }: SubscriberRecord): Subscription {
  return {
    customerId: member.memberId,
    customerName: member.name,
    // In full only once the member has accepted the business.
    email: s.consent === 'Accepted' ? member.email : maskEmail(member.email),
    totalGCMoneyBalance: toDollars(Number(giftCardCents)),
    moneyBalance: toDollars(s.walletBalanceCents),
    pointsBalance: s.pointsBalance,
    totalPointsEarnedTillDate: s.totalPointsEarned,
    totalMoneySpentTillDate: toDollars(s.totalMoneySpentCents),
    timesShopped: s.timesShopped,
    timesRedeemed: s.timesRedeemed,
    totalReferred: s.totalReferred,
    subscribedOn: s.subscribedAt.toISOString(),
  };
}

/**
 * One subscriber of this business with their history here; a member who is not one (blocked it,
 * or is no member at all) is 404.
 */
export async function subscriberDetails(
  db: Queryable,
  businessId: string,
  customerId: string,
  now: Date,
): Promise<{ data: Subscription; history: MemberActivityItem[] }> {
  const member = await findMemberByCode(db, customerId);
  const [row] = member
    ? await subscriberRows(
        db,
        and(visibleSubscribers(businessId), eq(subscriptions.memberRowId, member.id)),
        now,
        { limit: 1 },
      )
    : [];
  if (!row || !member) throw notFound(RECORDS_MESSAGES.customerNotFound);
  const { activity } = await memberActivity(db, member.id, businessId);
  return { data: toSubscription(row), history: activity };
}
