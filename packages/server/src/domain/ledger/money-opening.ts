import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { expiredBefore, type IdempotencyGuard } from '../../db/idempotent-transaction.js';
import {
  businesses,
  idempotencyKeys,
  members,
  REWARD_PLAN_DEFAULTS,
  rewardPlans,
  stores,
  subscriptions,
  users,
  type MemberRow,
  type SubscriptionRow,
} from '../../db/schema/index.js';
import type { WatchedBusiness } from '../alerts/thresholds.js';
import { isUuid } from '../ids.js';
import { MEMBER_CODE } from '../members/member-codes.js';
import { timeZoneOfState } from '../places/business-time-zone.js';
import type { Operator } from '../staff-limits/operator.js';
import { toRewardPlan, type RewardPlan } from './reward-plan.js';

export interface OpeningRequest {
  businessId: string;
  /** The store the operation names (the body's, else the session's); null for none. */
  storeId: string | null;
  /** The member's code (customerId on the wire). */
  memberCode: string;
  /** The signed-in owner or staff member making the operation. */
  actorUserId: string;
  /** The Idempotency-Key to claim, when the request sent one. */
  guard: IdempotencyGuard | undefined;
}

/** What every money operation starts from, read (and locked, and claimed) in one statement. */
export interface Opening {
  /** The named store when it is one of the business's, else null. */
  store: { id: string; counters: string[] } | null;
  member: MemberRow | null;
  plan: RewardPlan;
  /** The member's subscription at the business, locked FOR UPDATE; null when there is none yet. */
  subscription: SubscriptionRow | null;
  /** Who makes the operation, for the staff limits (domain/staff-limits/). */
  operator: Operator;
  /** The business's time zone and alert thresholds (domain/alerts/). */
  business: WatchedBusiness;
  /**
   * The claimed key's row id; null when the key was already taken (a repeat, or a reuse) or when
   * there is no key.
   */
  claimId: number | null;
}

/**
 * The opening statement of a money operation, inside its transaction. One round trip, a named
 * prepared statement (PostgreSQL parses and plans it once per connection), doing what used to be
 * five: claims the Idempotency-Key (a concurrent duplicate waits here on the unique index until
 * the first commits), reads the store, the member, the business's reward plan, the operator's
 * limits, the business's alert thresholds and time zone, and locks the member's subscription at
 * the business. A missing store or member is the caller's 404 (the
 * transaction rolls back, claim included). Locking the subscription first, before any reward
 * transaction or gift-card template row, gives every money operation the same lock order.
 *
 * Built by Drizzle once for `db` (a connection's instance, db/connection-transaction.ts, or a
 * transaction): the returned function runs it there.
 */
export function prepareMoneyOpening(db: Queryable): (request: OpeningRequest) => Promise<Opening> {
  const withClaim = openingQuery(db, true).prepare('money_opening_claim');
  const withoutClaim = openingQuery(db, false).prepare('money_opening');
  return async ({ businessId, guard, ...request }) => {
    // Ids that cannot match are not sent (a malformed uuid would be an SQL error, not a 404).
    const memberCode = MEMBER_CODE.test(request.memberCode) ? request.memberCode : null;
    const storeId = request.storeId !== null && isUuid(request.storeId) ? request.storeId : null;
    const [row] = await (guard ? withClaim : withoutClaim).execute({
      businessId,
      memberCode,
      storeId,
      actorUserId: request.actorUserId,
      key: guard?.key,
      fingerprint: guard?.fingerprint,
      now: guard?.now,
      expiredBefore: guard ? expiredBefore(guard.now) : undefined,
    });
    if (!row?.operator || !row.business) throw new Error('the money opening found no operator or business');
    return {
      store: row.store,
      member: row.member,
      plan: row.plan ? toRewardPlan(row.plan) : { ...REWARD_PLAN_DEFAULTS },
      subscription: row.subscription,
      operator: row.operator,
      business: { timeZone: timeZoneOfState(row.primaryState), thresholds: row.business },
      claimId: row.claimId,
    };
  };
}

/** The business's primary store, whose state sets the business's time zone. */
const primaryStore = alias(stores, 'primary_store');

function openingQuery(db: Queryable, claiming: boolean) {
  const businessParam = sql.placeholder('businessId');
  const account = db.$with('account').as(
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.businessId, businessParam),
          eq(
            subscriptions.memberRowId,
            sql`(select ${members.id} from ${members} where ${members.memberId} = ${sql.placeholder('memberCode')})`,
          ),
        ),
      )
      .for('update'),
  );
  const claim = db.$with('claim').as(
    db
      .insert(idempotencyKeys)
      .values({
        businessId: businessParam,
        key: sql.placeholder('key'),
        fingerprint: sql.placeholder('fingerprint'),
        createdAt: sql.placeholder('now'),
      })
      // A key older than the retention window is free again: its row is taken over, atomically.
      .onConflictDoUpdate({
        target: [idempotencyKeys.businessId, idempotencyKeys.key],
        set: { fingerprint: sql`excluded.fingerprint`, response: null, createdAt: sql`excluded.created_at` },
        setWhere: lt(idempotencyKeys.createdAt, sql.placeholder('expiredBefore')),
      })
      .returning({ id: idempotencyKeys.id }),
  );
  const query = (claiming ? db.with(account, claim) : db.with(account))
    .select({
      member: members,
      store: { id: stores.id, counters: stores.counters },
      plan: rewardPlans,
      subscription: {
        id: account.id,
        businessId: account.businessId,
        memberRowId: account.memberRowId,
        pointsBalance: account.pointsBalance,
        walletBalanceCents: account.walletBalanceCents,
        stampsBalance: account.stampsBalance,
        totalPointsEarned: account.totalPointsEarned,
        totalMoneySpentCents: account.totalMoneySpentCents,
        timesShopped: account.timesShopped,
        timesRedeemed: account.timesRedeemed,
        totalReferred: account.totalReferred,
        tierSpendCents: account.tierSpendCents,
        referralCode: account.referralCode,
        subscribedAt: account.subscribedAt,
        consent: account.consent,
        consentChangedAt: account.consentChangedAt,
      },
      operator: {
        role: users.role,
        name: users.name,
        email: users.email,
        refundLimitCents: users.refundLimitCents,
        dailyRefundLimitCents: users.dailyRefundLimitCents,
        canSellGiftCards: users.canSellGiftCards,
      },
      business: {
        rewardsPerMemberDay: businesses.alertRewardsPerMemberDay,
        refundRedeemMinutes: businesses.alertRefundRedeemMinutes,
        medianMultiple: businesses.alertMedianMultiple,
      },
      primaryState: primaryStore.state,
      claimId: claiming ? claim.id : sql<number | null>`null::bigint`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(members, eq(members.memberId, sql.placeholder('memberCode')))
    .leftJoin(stores, and(eq(stores.id, sql.placeholder('storeId')), eq(stores.businessId, businessParam)))
    .leftJoin(rewardPlans, eq(rewardPlans.businessId, businessParam))
    .leftJoin(users, and(eq(users.id, sql.placeholder('actorUserId')), eq(users.businessId, businessParam)))
    .leftJoin(businesses, eq(businesses.id, businessParam))
    .leftJoin(primaryStore, and(eq(primaryStore.businessId, businessParam), eq(primaryStore.isPrimary, true)))
    .leftJoin(account, sql`true`)
    .$dynamic();
  return claiming ? query.leftJoin(claim, sql`true`) : query;
}
