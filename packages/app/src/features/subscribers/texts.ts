import { formatCount } from '@countertop/api';
/** The subscribers screen's texts (docs/product/management.md §2 Subscribers, §8). */
export const SUBSCRIBERS_TEXT = {
  title: 'Subscribers',
  tableLabel: 'Subscribers',
  columns: {
    name: 'Subscriber Name',
    tier: 'Tier',
    giftCardBalance: 'Giftcard Balance',
    walletBalance: 'Wallet Balance',
    pointsBalance: 'Points Balance',
    stampsBalance: 'Stamps',
    totalReferred: 'Total Referred',
    subscribedOn: 'Subscribed On',
  },
  empty: 'No subscribers found',
  loadFailed: 'Failed to load subscribers',
  loading: 'Loading subscribers',
  pages: 'Subscriber pages',
  detailsTitle: 'Customer Details',
  detailsLoading: 'Loading the customer details',
  close: 'Close',
  groups: {
    basic: 'Basic Information',
    balance: 'Balance Information',
    activity: 'Activity Statistics',
    additional: 'Additional Information',
    history: 'History',
  },
  historyEmpty: 'Nothing has happened here yet.',
  /** A subscriber below the lowest tier (issue 20). */
  noTier: 'None',
  /** 'Silver (×1.5 points)'. */
  tier: (tier: { name: string; multiplier: number }) =>
    `${tier.name} (×${formatCount(tier.multiplier)} points)`,
  details: {
    name: 'Name',
    email: 'Email',
    subscribedOn: 'Subscribed On',
    tier: 'Tier',
    pointsBalance: 'Points Balance',
    stampsBalance: 'Stamps Balance',
    walletBalance: 'Wallet Balance',
    giftCardBalance: 'Giftcard Balance',
    totalPointsEarned: 'Total Points Earned',
    totalMoneySpent: 'Total Money Spent',
    timesShopped: 'Times Shopped',
    timesRedeemed: 'Times Redeemed',
    totalReferred: 'Total Referred',
    referredBy: 'Referred By',
  },
  /** A subscriber who came without a member's referral code (issue 20). */
  notReferred: 'No one',
} as const;
