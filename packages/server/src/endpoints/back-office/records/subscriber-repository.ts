import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { after, keysetRows, type KeysetPosition, type PageRequest } from '../../../db/keyset.js';
import { memberGiftCards, members, subscriptions, type MemberRow } from '../../../db/schema/index.js';
import { liveCard } from '../../../domain/ledger/posting.js';
import { visibleSubscribers } from '../../../domain/members/consent.js';
import { findMemberByCode } from '../../../domain/members/member-lookup.js';
import { referrerOf } from '../../../domain/referrals/referred-by.js';
import { tierOfSubscription } from '../../../domain/tiers/tier-spend.js';

/**
 * Subscribers, newest subscription first, with the gift-card balance worked out at `now` (it is
 * the sum of live cards, never stored) by a subquery per row on the cards' subscription index, and
 * their tier (domain/tiers/tier-spend.ts).
 */
function subscriberRows(db: Queryable, where: SQL | undefined, now: Date, page: PageRequest) {
  const giftCardCents = sql<string>`(
    select coalesce(sum(${memberGiftCards.balanceCents}), 0) from ${memberGiftCards}
    where ${memberGiftCards.subscriptionId} = ${subscriptions.id} and ${liveCard(now)}
  )`;
  return db
    .select({
      subscription: subscriptions,
      member: members,
      giftCardCents,
      tier: tierOfSubscription,
      referredBy: referrerOf(subscriptions),
    })
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

async function countSubscribers(db: Queryable, businessId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(visibleSubscribers(businessId));
  return row?.n ?? 0;
}

export function subscriberPosition(record: SubscriberRecord): KeysetPosition {
  return { at: record.subscription.subscribedAt, id: record.subscription.id };
}

/** One page of the business's subscribers, newest first, and how many it has. */
export async function subscriberList(
  db: Queryable,
  businessId: string,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ records: SubscriberRecord[]; total: number }> {
  const [records, total] = await Promise.all([
    subscriberPage(db, businessId, now, page),
    countSubscribers(db, businessId),
  ]);
  return { records, total };
}

/** Every subscriber of the business, newest first, read a page at a time (the export). */
export function allSubscribers(
  db: Queryable,
  businessId: string,
  now: Date,
): AsyncIterable<SubscriberRecord> {
  return keysetRows(
    (position, limit) => subscriberPage(db, businessId, now, { position, limit }),
    subscriberPosition,
  );
}

/**
 * One subscriber of this business by member code, with the member; undefined for a member who is
 * not one (blocked it, or is no member at all).
 */
export async function findSubscriber(
  db: Queryable,
  businessId: string,
  memberCode: string,
  now: Date,
): Promise<{ record: SubscriberRecord; member: MemberRow } | undefined> {
  const member = await findMemberByCode(db, memberCode);
  if (!member) return undefined;
  const [record] = await subscriberRows(
    db,
    and(visibleSubscribers(businessId), eq(subscriptions.memberRowId, member.id)),
    now,
    { limit: 1 },
  );
  return record && { record, member };
}
