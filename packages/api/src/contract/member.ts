import { z } from 'zod';
import { text } from './fields.js';
import { messageBody } from './common.js';
import { endpoint } from './endpoint.js';
import { dollars } from './money.js';
import { REWARD_PLAN_TYPES } from './reward-plan.js';
import { memberTier, nextTierStep } from './member-tier.js';
import { memberActivityItem } from './member-activity.js';
import { rewardTransactionStatus, rtId } from './reward-transaction-status.js';

/**
 * The member app's calls (access `member`, under `/customer`). A member acts only on their own
 * records: another member's transaction answers 404.
 */

export const memberProfile = z.object({
  memberId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const getMemberProfile = endpoint({
  method: 'GET',
  path: '/profile',
  access: 'member',
  request: z.void(),
  response: memberProfile,
});

export const pendingRewardTransaction = z.object({
  rtId: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The shop's brand colour (`#rrggbb`), or null: the member app shows the shop in its themes. */
  brandColor: z.string().nullable(),
  storeName: z.string(),
  billingAmount: dollars,
  walletRedeemAmount: dollars,
  giftCardRedeemAmount: dollars,
  balanceAmount: dollars,
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** Requests waiting for this member's answer (INITIATED and not expired), newest first. */
export const listPendingRewardTransactions = endpoint({
  method: 'POST',
  path: '/rewardtransaction/pending',
  access: 'member',
  request: z.object({}),
  response: z.object({ rewardTransactions: z.array(pendingRewardTransaction) }),
});

const answer = z.object({ message: z.string(), rtId: z.string(), status: rewardTransactionStatus });

export const approveRewardTransaction = endpoint({
  method: 'POST',
  path: '/rewardtransaction/approve',
  access: 'member',
  request: z.object({ rtId }),
  response: answer,
});

export const rejectRewardTransaction = endpoint({
  method: 'POST',
  path: '/rewardtransaction/reject',
  access: 'member',
  request: z.object({ rtId }),
  response: answer,
});

export const memberSubscription = z.object({
  businessId: z.string(),
  businessName: z.string(),
  businessHandle: z.string(),
  /** The shop's brand colour (`#rrggbb`), or null: the member app shows the shop in its themes. */
  brandColor: z.string().nullable(),
  pointsBalance: z.number().int(),
  /** The business's kind of programme: points per dollar, or a stamp card (issue 20). */
  rewardType: z.enum(REWARD_PLAN_TYPES),
  /** Stamps on the member's card here ("6 of 9"); they stay when the plan turns to points. */
  stampsBalance: z.number().int(),
  /** The stamps that fill a card under the business's plan. */
  stampsPerReward: z.number().int(),
  walletBalance: dollars,
  gcBalance: dollars,
  subscribedOn: z.string(),
  /**
   * The next points to expire at this business and their last day (`YYYY-MM-DD`, the shop's
   * calendar), or null when none will (docs/domain.md, "Points expiry").
   */
  pointsExpiring: z.object({ points: z.number().int(), date: z.string() }).nullable(),
  /** The points still to earn before the next block turns into wallet money, and that money. */
  nextConversion: z.object({ points: z.number().int(), value: dollars }),
  /** The member's tier here, or null (docs/domain.md, "Tiers"). */
  tier: memberTier.nullable(),
  /** What it takes to reach the next tier up, or null at the top or without tiers. */
  nextTier: nextTierStep.nullable(),
  /**
   * The points a referral earns the member here now (the plan's `referralBonus`; 0 on a stamp
   * card), the friends they referred whose first purchase counts, and who referred them (docs/domain.md, "Referrals").
   */
  referralBonus: z.number().int(),
  totalReferred: z.number().int(),
  referredBy: z.object({ name: z.string() }).nullable(),
});

export type MemberSubscription = z.infer<typeof memberSubscription>;

const memberSubscriptions = z.object({ subscriptions: z.array(memberSubscription) });

/** The member's balances at every business they are subscribed to. */
export const listMemberSubscriptions = endpoint({
  method: 'POST',
  path: '/subscription/list',
  access: 'member',
  request: z.object({}),
  response: memberSubscriptions,
});

/** The same answer as a plain GET, the path issue 19 names for `pointsExpiring`. */
export const getMemberSubscriptions = endpoint({
  method: 'GET',
  path: '/subscriptions',
  access: 'member',
  request: z.void(),
  response: memberSubscriptions,
});

/** Ends the member's session on the server (the token stops working at once). */
export const memberLogout = endpoint({
  method: 'GET',
  path: '/logout',
  access: 'member',
  request: z.void(),
  response: messageBody,
});

const memberName = text({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** The member names themselves (a member signed in without a name, or changes it). */
export const updateMemberName = endpoint({
  method: 'POST',
  path: '/profile/update',
  access: 'member',
  request: z.object({ name: memberName }),
  response: z.object({ message: z.string(), data: memberProfile }),
});

/** The member's own history at every business, newest first. */
export const listMemberActivity = endpoint({
  method: 'POST',
  path: '/activity/list',
  access: 'member',
  request: z.object({}),
  response: z.object({ activity: z.array(memberActivityItem) }),
});

export const memberGiftCard = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  faceValue: dollars,
  balance: dollars,
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  purchasedAt: z.string(),
  /** `expired` and `spent` cards count for nothing at the counter. */
  state: z.enum(['live', 'expired', 'spent']),
});
export type MemberGiftCard = z.infer<typeof memberGiftCard>;

/** Every card the member bought, live ones first (soonest expiry first), then spent and expired. */
export const listMemberGiftCards = endpoint({
  method: 'POST',
  path: '/giftcard/list',
  access: 'member',
  request: z.object({}),
  response: z.object({ giftCards: z.array(memberGiftCard) }),
});
