import { toDollars, type RewardOutcome } from '../../../contract.js';
import type { Reward } from '../../../domain/rewards/purchase-reward.js';
import { memberTierOf } from '../../../domain/tiers/member-tier.js';

/** A reward's answer on the wire: the spec's text, and the domain's cents as dollars. */
export function rewardAnswer(message: string, reward: Reward): { message: string; data: RewardOutcome } {
  return {
    message,
    data: {
      rtId: reward.rtId,
      billingAmount: toDollars(reward.billingCents),
      walletRedeemAmount: toDollars(reward.walletRedeemCents),
      giftCardRedeemAmount: toDollars(reward.giftCardRedeemCents),
      paidAmount: toDollars(reward.paidCents),
      pointsEarned: reward.pointsEarned,
      bonusPoints: reward.bonusPoints,
      pointsConverted: reward.pointsConverted,
      stampsEarned: reward.stampsEarned,
      stampsConverted: reward.stampsConverted,
      walletCredited: toDollars(reward.walletCreditedCents),
      pointsBalance: reward.pointsBalance,
      stampsBalance: reward.stampsBalance,
      walletBalance: toDollars(reward.walletBalanceCents),
      tier: memberTierOf(reward.tier),
    },
  };
}
