import type { RewardPlan } from '../ledger/reward-plan.js';
import { pointsConversion } from './conversion.js';
import { firstShopBonus } from './first-shop-bonus.js';
import { paidCents, pointsOnPaidPart, type PurchaseAmounts } from './paid-part-points.js';

/**
 * The earning rules, one file each, and what they add up to for an operation. Everything here is
 * arithmetic on plain numbers; the caller posts the result on its locked subscription (Posting's
 * `earn`), so the rules never see the database and the ledger never sees the rules.
 *
 * - points on the paid part: paid-part-points.ts
 * - the welcome bonus: welcome-bonus.ts (credited by whichever operation opens the subscription)
 * - the first-shopping bonus: first-shop-bonus.ts
 * - points to wallet money: conversion.ts
 */

/** One thing the rules earn: points credited, or whole blocks of points turned into wallet money. */
export type Earning =
  | { kind: 'Reward' | 'FirstShoppingBonus'; points: number }
  | { kind: 'Conversion'; points: number; cents: number };

/** What the rules need to know of the member at this business, read from their locked subscription. */
export interface MemberFacts {
  /** The welcome points this operation's opening credited (0 for an existing subscription). */
  welcomePoints: number;
  /** Completed purchases here before this one. */
  timesShopped: number;
  /** Points before this purchase's earnings (the welcome points included). */
  pointsBalance: number;
}

/** What a completed purchase earns; `earnings` are the ledger entries to post, in order. */
export interface PurchaseEarnings {
  paidCents: number;
  pointsEarned: number;
  /** The welcome and first-shopping points. */
  bonusPoints: number;
  conversion: { points: number; cents: number };
  earnings: Earning[];
}

/** The conversion of a balance, as an earning to post: none below one block. */
export function conversionEarnings(
  pointsBalance: number,
  plan: Pick<RewardPlan, 'minimumPointsRedeemTarget' | 'minimumPointsTargetValueCents'>,
): Earning[] {
  const conversion = pointsConversion(pointsBalance, plan);
  return conversion.points === 0 ? [] : [{ kind: 'Conversion', ...conversion }];
}

/**
 * A completed purchase earns points on the paid part, the first-shopping bonus if it is the
 * member's first here, then converts whole blocks of the new balance to wallet money. Credits of 0
 * points are left out: the ledger holds no empty entries.
 */
export function purchaseEarnings(
  plan: RewardPlan,
  member: MemberFacts,
  purchase: PurchaseAmounts,
): PurchaseEarnings {
  const paid = paidCents(purchase);
  const pointsEarned = pointsOnPaidPart(paid, plan);
  const firstShop = firstShopBonus(plan, member);
  const credits: Earning[] = [
    { kind: 'Reward' as const, points: pointsEarned },
    { kind: 'FirstShoppingBonus' as const, points: firstShop },
  ].filter((credit) => credit.points > 0);
  const balance = member.pointsBalance + pointsEarned + firstShop;
  return {
    paidCents: paid,
    pointsEarned,
    bonusPoints: member.welcomePoints + firstShop,
    conversion: pointsConversion(balance, plan),
    earnings: [...credits, ...conversionEarnings(balance, plan)],
  };
}
