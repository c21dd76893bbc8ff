import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import type { RewardPlanType } from '../../contract.js';
import {
  memberGiftCards,
  members,
  REWARD_PLAN_DEFAULTS,
  rewardPlans,
  subscriptions,
} from '../../db/schema/index.js';
import { liveCard } from '../ledger/posting.js';
import { tierOfSubscription, type KeptTier } from '../tiers/tier-spend.js';
import { maskEmail } from './mask-email.js';
import type { MemberLookup } from './member-lookup.js';

/** Sum of the live cards of one subscription at `now`, in cents (expired cards count for nothing). */
export async function liveGiftCardBalance(db: Queryable, subscriptionId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${memberGiftCards.balanceCents}), 0)` })
    .from(memberGiftCards)
    .where(and(eq(memberGiftCards.subscriptionId, subscriptionId), liveCard(now)));
  return Number(row?.total ?? 0);
}

/**
 * The member, their subscription here and their live gift-card balance, in one prepared statement
 * per kind of lookup (each an indexed lookup: members by code or username, subscriptions by
 * business and member, cards by subscription).
 */
const summaryBy = (key: 'memberId' | 'username') =>
  preparedQuery((db) =>
    db
      .select({
        member: members,
        subscribed: sql<boolean>`${subscriptions.id} is not null`,
        consent: subscriptions.consent,
        points: subscriptions.pointsBalance,
        stamps: subscriptions.stampsBalance,
        tier: tierOfSubscription,
        plan: { type: rewardPlans.type, stampsPerReward: rewardPlans.stampsPerReward },
        wallet: subscriptions.walletBalanceCents,
        giftCardCents: sql<string>`(select coalesce(sum(${memberGiftCards.balanceCents}), 0) from ${memberGiftCards}
          where ${memberGiftCards.subscriptionId} = ${subscriptions.id} and ${liveCard(sql.placeholder('now'))})`,
      })
      .from(members)
      .leftJoin(
        subscriptions,
        and(
          eq(subscriptions.memberRowId, members.id),
          eq(subscriptions.businessId, sql.placeholder('businessId')),
        ),
      )
      .leftJoin(rewardPlans, eq(rewardPlans.businessId, sql.placeholder('businessId')))
      .where(eq(members[key], sql.placeholder('value')))
      .limit(1)
      .prepare(`member_summary_by_${key}`),
  );
const summaryByMemberId = summaryBy('memberId');
const summaryByUsername = summaryBy('username');

/** A member as the front desk finds them: their balances at this business in cents. */
export interface MemberSummary {
  name: string;
  email: string;
  memberId: string;
  username: string;
  walletBalanceCents: number;
  giftCardBalanceCents: number;
  pointsBalance: number;
  /** The business's programme and stamp card, and the member's stamps on it. */
  rewardType: RewardPlanType;
  stampsBalance: number;
  stampsPerReward: number;
  /** The member's tier here, or null (docs/domain.md, "Tiers"). */
  tier: KeptTier | null;
  isSubscribed: boolean;
}

/**
 * The member with their balances at this business (zeros when not subscribed there), and their
 * e-mail in full only once they have accepted this business, masked otherwise (mask-email.ts);
 * undefined when no member matches, or when the member blocked this business (to it they are
 * unknown: docs/domain.md, "Consent").
 */
export async function findMemberSummary(
  db: Database,
  businessId: string,
  lookup: MemberLookup,
  now: Date,
): Promise<MemberSummary | undefined> {
  const query = 'memberId' in lookup ? summaryByMemberId(db) : summaryByUsername(db);
  const value = 'memberId' in lookup ? lookup.memberId : lookup.username;
  const [row] = await query.execute({ businessId, value, now });
  if (!row || row.consent === 'Blocked') return undefined;
  const { member } = row;
  return {
    name: member.name,
    email: row.consent === 'Accepted' ? member.email : maskEmail(member.email),
    memberId: member.memberId,
    username: member.username,
    walletBalanceCents: row.wallet ?? 0,
    giftCardBalanceCents: Number(row.giftCardCents),
    pointsBalance: row.points ?? 0,
    // A business that never edited its plan has no row: the defaults.
    rewardType: row.plan?.type ?? REWARD_PLAN_DEFAULTS.type,
    stampsBalance: row.stamps ?? 0,
    stampsPerReward: row.plan?.stampsPerReward ?? REWARD_PLAN_DEFAULTS.stampsPerReward,
    tier: row.tier,
    isSubscribed: row.subscribed,
  };
}
