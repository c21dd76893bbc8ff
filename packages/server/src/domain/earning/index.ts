import type { RewardPlan } from '../ledger/reward-plan.js';
import { pointsConversion } from './conversion.js';
import { firstShopBonus } from './first-shop-bonus.js';
import { paidCents, pointsOnPaidPart, type PurchaseAmounts } from './paid-part-points.js';
import { referralBonus } from './referral-bonus.js';
import { stampCardConversion, stampForPurchase } from './stamp-card.js';
import { NO_MULTIPLIER, type TierLevel } from './tier.js';

/**
 * The earning rules, one file each, and what they add up to for an operation. Everything here is
 * arithmetic on plain numbers; the caller posts the result on its locked subscription (Posting's
 * `earn`), so the rules never see the database and the ledger never sees the rules.
 *
 * - points on the paid part: paid-part-points.ts
 * - the welcome bonus: welcome-bonus.ts (credited by whichever operation opens the subscription)
 * - the first-shopping bonus: first-shop-bonus.ts
 * - points to wallet money: conversion.ts
 * - a stamp per purchase, and a full card to wallet money: stamp-card.ts
 * - the member's tier and its points multiplier: tier.ts
 * - the referrer's bonus for a referred member's first purchase, and its reversal: referral-bonus.ts
 *
 * The plan's type picks the rules a purchase follows: a Points plan earns points, a Stamps plan a
 * stamp. Balances earned under the other type stay as they are.
 */

/** The member's balances the rules earn into; each is a ledger account of its own. */
export type EarningAccount = 'points' | 'stamps';

/** One thing the rules earn: points or a stamp credited, or whole blocks of them turned into wallet money. */
export type Earning =
  | { account: EarningAccount; kind: 'Reward' | 'FirstShoppingBonus' | 'ReferralBonus'; amount: number }
  | { account: EarningAccount; kind: 'Conversion'; amount: number; cents: number };

/** What the rules need to know of the member at this business, read from their locked subscription. */
export interface MemberFacts {
  /** The welcome points this operation's opening credited (0 for an existing subscription). */
  welcomePoints: number;
  /** Completed purchases here before this one. */
  timesShopped: number;
  /** Points before this purchase's earnings (the welcome points included). */
  pointsBalance: number;
  /** Stamps on the card before this purchase. */
  stampsBalance: number;
  /** The tier this purchase earns at (tier.ts `tierOfPurchase`), or null for none. */
  tier: TierLevel | null;
}

/** What a completed purchase earns; `earnings` are the ledger entries to post, in order. */
export interface PurchaseEarnings {
  paidCents: number;
  /** Points on the paid part, the tier's multiplier applied. */
  pointsEarned: number;
  /** The welcome and first-shopping points. */
  bonusPoints: number;
  conversion: { points: number; cents: number };
  stampsEarned: number;
  /** Stamps of full cards turned into wallet money, and that money. */
  stampConversion: { stamps: number; cents: number };
  earnings: Earning[];
}

/** The conversion of a points balance, as an earning to post: none below one block. */
export function conversionEarnings(
  pointsBalance: number,
  plan: Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>,
): Earning[] {
  const conversion = pointsConversion(pointsBalance, plan);
  return conversion.points === 0
    ? []
    : [{ account: 'points', kind: 'Conversion', amount: conversion.points, cents: conversion.cents }];
}

/**
 * A completed purchase. On a Points plan: points on the paid part (times the member's tier
 * multiplier), the first-shopping bonus if it is the member's first here, then whole blocks of the
 * new balance to wallet money. On a Stamps plan: a stamp when the paid part reaches the minimum,
 * then a full card to wallet money; a tier multiplies nothing there. Credits of 0 are left out:
 * the ledger holds no empty entries.
 */
export function purchaseEarnings(
  plan: RewardPlan,
  member: MemberFacts,
  purchase: PurchaseAmounts,
): PurchaseEarnings {
  const paid = paidCents(purchase);
  const stamps = plan.type === 'Stamps';
  const multiplier = member.tier?.multiplierHundredths ?? NO_MULTIPLIER;
  const pointsEarned = stamps ? 0 : pointsOnPaidPart(paid, plan, multiplier);
  const firstShop = firstShopBonus(plan, member);
  const stampsEarned = stamps ? stampForPurchase(paid, plan) : 0;
  const credits: Earning[] = [
    { account: 'points' as const, kind: 'Reward' as const, amount: pointsEarned },
    { account: 'points' as const, kind: 'FirstShoppingBonus' as const, amount: firstShop },
    { account: 'stamps' as const, kind: 'Reward' as const, amount: stampsEarned },
  ].filter((credit) => credit.amount > 0);
  const balance = member.pointsBalance + pointsEarned + firstShop;
  // Stamps left on a card when the plan turned to points wait there until it turns back.
  const stampConversion = stamps
    ? stampCardConversion(member.stampsBalance + stampsEarned, plan)
    : { stamps: 0, cents: 0 };
  return {
    paidCents: paid,
    pointsEarned,
    bonusPoints: member.welcomePoints + firstShop,
    conversion: pointsConversion(balance, plan),
    stampsEarned,
    stampConversion,
    earnings: [
      ...credits,
      ...conversionEarnings(balance, plan),
      ...(stampConversion.stamps === 0
        ? []
        : [
            {
              account: 'stamps' as const,
              kind: 'Conversion' as const,
              amount: stampConversion.stamps,
              cents: stampConversion.cents,
            },
          ]),
    ],
  };
}

/**
 * What a referral earns its referrer (posted on the referrer's locked subscription): the plan's
 * bonus, then whole blocks of the new balance to wallet money, as any credit converts. Nothing on
 * a Stamps plan.
 */
export function referralEarnings(
  plan: Pick<
    RewardPlan,
    'type' | 'referralBonus' | 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'
  >,
  referrerPointsBalance: number,
): { bonusPoints: number; earnings: Earning[] } {
  const bonusPoints = referralBonus(plan);
  if (bonusPoints === 0) return { bonusPoints, earnings: [] };
  return {
    bonusPoints,
    earnings: [
      { account: 'points', kind: 'ReferralBonus', amount: bonusPoints },
      ...conversionEarnings(referrerPointsBalance + bonusPoints, plan),
    ],
  };
}
