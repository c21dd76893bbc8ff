import { formatMoney, type RewardPlanKey } from '../../../contract.js';
import { pointsOnPaidPart } from '../../../domain/earning/paid-part-points.js';
import type { RewardPlan } from '../../../domain/ledger/reward-plan.js';

const count = (n: number) => n.toLocaleString('en-AU');
const monthDay = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The last day of March 2026 + `months`, as the expiry tooltip's example: '31 March 2027'. */
const exampleExpiry = (months: number) => monthDay.format(new Date(Date.UTC(2026, 3 + months, 0)));

/** 9 → '9th', 1 → '1st', 12 → '12th'. */
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${count(n)}${suffix}`;
};

/** What a block of points comes to as wallet money under the plan: '$100.00'. */
const blockValue = (plan: RewardPlan) =>
  formatMoney(plan.minimumPointsRedeemTarget * plan.minimumPointsTargetValueCents);

/**
 * The reward plan screen's rows (title and tooltip per entry) and its answers. A tooltip that
 * gives an example works it out from the business's own plan (issue 23), so it never contradicts
 * the values beside it.
 */
export const REWARD_PLAN_MESSAGES = {
  updated: 'Reward plan updated.',
  entries: {
    type: {
      title: 'Reward Type',
      info: (plan: RewardPlan) =>
        plan.type === 'Stamps'
          ? `Stamps: each purchase of ${formatMoney(plan.stampMinimumSpendCents)} or more earns a stamp, and a full card of ${count(plan.stampsPerReward)} stamps turns into ${formatMoney(plan.stampRewardCents)} of wallet money. Points: members collect points per dollar instead. Switching keeps what members have earned.`
          : 'Points: members collect points on their purchases, and points turn into wallet money they can spend here. Stamps: a stamp per purchase and a full card turns into wallet money. Switching keeps what members have earned.',
    },
    pointsForNewSubscription: {
      title: 'Points for New Subscription',
      info: 'Welcome points a member gets with their first purchase at your business.',
    },
    pointsBonusForFirstShopping: {
      title: 'Bonus Points for First Shopping',
      info: "Extra points on a member's first completed purchase at your business.",
    },
    referralBonus: {
      title: 'Referral Bonus',
      info: (plan: RewardPlan) =>
        plan.type === 'Stamps'
          ? "On a stamp card a referral earns no points; it still counts in the referrer's Total Referred."
          : "Points for a member whose referral code brings someone new to your business, earned with the new member's first purchase (taken back if that purchase is returned within 30 days).",
    },
    pointsPerDollarSpent: {
      title: 'Points per Dollar Spent',
      info: (plan: RewardPlan) =>
        `Points a member earns for every dollar they pay: at ${count(plan.pointsPerDollarSpent)} ${plan.pointsPerDollarSpent === 1 ? 'point' : 'points'} per dollar, a $12.50 bill earns ${count(pointsOnPaidPart(1250, plan))} points.`,
    },
    minimumPointsRedeemTarget: {
      title: 'Minimum Points Redeem Target',
      info: (plan: RewardPlan) =>
        `Each time a member's points reach ${count(plan.minimumPointsRedeemTarget)}, that block of points turns into ${blockValue(plan)} of wallet money.`,
    },
    minimumPointsTargetValueCents: {
      title: 'Point Value (cents)',
      info: (plan: RewardPlan) =>
        `What one point is worth when it turns into wallet money: ${count(plan.minimumPointsRedeemTarget)} points at ${count(plan.minimumPointsTargetValueCents)} cents make ${blockValue(plan)}.`,
    },
    pointsExpiryMonths: {
      title: 'Points Expiry (months)',
      info: (plan: RewardPlan) =>
        plan.pointsExpiryMonths === 0
          ? 'Points never expire (0). With a number of months, points expire at the end of the month they were earned in plus that many months, oldest first; members are told 30 days ahead.'
          : `Points expire at the end of the month they were earned in plus ${count(plan.pointsExpiryMonths)} months (March 2026's on ${exampleExpiry(plan.pointsExpiryMonths)}), oldest first. 0: points never expire. Members are told 30 days ahead.`,
    },
    stampsPerReward: {
      title: 'Stamps per Reward',
      info: (plan: RewardPlan) =>
        `On a stamp card, the stamps that fill a card: at ${count(plan.stampsPerReward)}, the ${ordinal(plan.stampsPerReward)} stamp turns the card into ${formatMoney(plan.stampRewardCents)} of wallet money and a new card starts.`,
    },
    stampRewardCents: {
      title: 'Stamp Card Reward (cents)',
      info: (plan: RewardPlan) =>
        `The wallet money a full card of ${count(plan.stampsPerReward)} stamps gives: ${count(plan.stampRewardCents)} cents is ${formatMoney(plan.stampRewardCents)}.`,
    },
    stampMinimumSpendCents: {
      title: 'Minimum Spend for a Stamp (cents)',
      info: (plan: RewardPlan) =>
        plan.stampMinimumSpendCents === 0
          ? 'The smallest purchase that earns a stamp, in cents. 0: any purchase the member pays for earns one.'
          : `The smallest purchase that earns a stamp: ${count(plan.stampMinimumSpendCents)} cents is ${formatMoney(plan.stampMinimumSpendCents)}, paid by the member (wallet and gift-card money do not count).`,
    },
  } satisfies Record<RewardPlanKey, { title: string; info: string | ((plan: RewardPlan) => string) }>,
} as const;
