import { toDollars, type Subscription } from '../../../contract.js';
import { maskEmail } from '../../../domain/members/mask-email.js';
import { memberTierOf } from '../../../domain/tiers/member-tier.js';
import type { SubscriberRecord } from './subscriber-repository.js';

export function toSubscription({
  subscription: s,
  member,
  giftCardCents,
  tier,
  referredBy,
}: SubscriberRecord): Subscription {
  return {
    customerId: member.memberId,
    customerName: member.name,
    // In full only once the member has accepted the business.
    email: s.consent === 'Accepted' ? member.email : maskEmail(member.email),
    totalGCMoneyBalance: toDollars(Number(giftCardCents)),
    moneyBalance: toDollars(s.walletBalanceCents),
    pointsBalance: s.pointsBalance,
    stampsBalance: s.stampsBalance,
    totalPointsEarnedTillDate: s.totalPointsEarned,
    totalMoneySpentTillDate: toDollars(s.totalMoneySpentCents),
    timesShopped: s.timesShopped,
    timesRedeemed: s.timesRedeemed,
    totalReferred: s.totalReferred,
    subscribedOn: s.subscribedAt.toISOString(),
    tier: memberTierOf(tier),
    referredBy,
  };
}
