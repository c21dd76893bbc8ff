import type { RewardPlanKey } from '../../../contract.js';

/** The reward plan screen's rows (title and tooltip per entry) and its answers. */
export const REWARD_PLAN_MESSAGES = {
  updated: 'Reward plan updated.',
  entries: {
    type: {
      title: 'Reward Type',
      info: 'Members collect points on their purchases, and points turn into wallet money they can spend here.',
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
      info: 'Points for a member who brings a new member to your business.',
    },
    pointsPerDollarSpent: {
      title: 'Points per Dollar Spent',
      info: 'Points a member earns for every dollar they pay (a $12.50 bill at 1 point per dollar earns 12 points).',
    },
    minimumPointsRedeemTarget: {
      title: 'Minimum Points Redeem Target',
      info: "Each time a member's points reach this many, that block of points turns into wallet money.",
    },
    minimumPointsTargetValueCents: {
      title: 'Point Value (cents)',
      info: 'What one point is worth when it turns into wallet money: 1,000 points at 10 cents make $100.00.',
    },
    pointsExpiryMonths: {
      title: 'Points Expiry (months)',
      info: "Points expire at the end of the month they were earned in plus this many months (12: March 2026's on 31 March 2027), oldest first. 0: points never expire. Members are told 30 days ahead.",
    },
  } satisfies Record<RewardPlanKey, { title: string; info: string }>,
} as const;
