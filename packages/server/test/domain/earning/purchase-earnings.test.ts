import { describe, expect, it } from 'vitest';
import { REWARD_PLAN_DEFAULTS } from '../../../src/db/schema/index.js';
import {
  conversionEarnings,
  purchaseEarnings,
  type Earning,
  type MemberFacts,
} from '../../../src/domain/earning/index.js';

// The defaults: 1 point per dollar, 50 welcome, 25 first-shopping, 1,000 points → $100.00.
const plan = { ...REWARD_PLAN_DEFAULTS };
const bill = (billingCents: number, walletCents = 0, giftCardCents = 0) => ({
  billingCents,
  walletCents,
  giftCardCents,
});

describe('what a completed purchase earns', () => {
  it.each<{
    name: string;
    member: MemberFacts;
    purchase: ReturnType<typeof bill>;
    bonusPoints: number;
    earnings: Earning[];
  }>([
    {
      name: 'a first purchase that subscribed the member: points, first-shopping bonus',
      member: { welcomePoints: 50, timesShopped: 0, pointsBalance: 50, stampsBalance: 0, tier: null },
      purchase: bill(8000),
      bonusPoints: 75,
      earnings: [
        { account: 'points', kind: 'Reward', amount: 80 },
        { account: 'points', kind: 'FirstShoppingBonus', amount: 25 },
      ],
    },
    {
      name: 'a later purchase: points on the paid part only',
      member: { welcomePoints: 0, timesShopped: 3, pointsBalance: 200, stampsBalance: 0, tier: null },
      purchase: bill(3000, 500, 1000),
      bonusPoints: 0,
      earnings: [{ account: 'points', kind: 'Reward', amount: 15 }],
    },
    {
      name: 'a purchase paid in full with balances earns nothing',
      member: { welcomePoints: 0, timesShopped: 3, pointsBalance: 200, stampsBalance: 0, tier: null },
      purchase: bill(3000, 3000),
      bonusPoints: 0,
      earnings: [],
    },
    {
      name: 'a purchase that reaches a block converts it, the rest stays',
      member: { welcomePoints: 0, timesShopped: 4, pointsBalance: 950, stampsBalance: 3, tier: null },
      purchase: bill(12_500),
      bonusPoints: 0,
      earnings: [
        { account: 'points', kind: 'Reward', amount: 125 },
        { account: 'points', kind: 'Conversion', amount: 1000, cents: 10_000 },
      ],
    },
  ])('$name', ({ member, purchase, bonusPoints, earnings }) => {
    const earned = purchaseEarnings(plan, member, purchase);
    expect(earned.earnings).toEqual(earnings);
    expect(earned.bonusPoints).toBe(bonusPoints);
    const reward = earnings.find((earning) => earning.kind === 'Reward');
    expect(earned.pointsEarned).toBe(reward?.amount ?? 0);
    expect(earned.stampsEarned).toBe(0);
    // The conversion the reward answer reports is the one posted, or none.
    const { points, cents } = earned.conversion;
    const reported = points === 0 ? [] : [{ account: 'points', kind: 'Conversion', amount: points, cents }];
    expect(earnings.filter((earning) => earning.kind === 'Conversion')).toEqual(reported);
  });

  it.each([
    { balance: 50, earnings: [] },
    { balance: 1050, earnings: [{ account: 'points', kind: 'Conversion', amount: 1000, cents: 10_000 }] },
  ])('an operation that earns no points still converts a balance of $balance', ({ balance, earnings }) => {
    expect(conversionEarnings(balance, plan)).toEqual(earnings);
  });
});

// A café's card: 9 stamps give $4.50, a purchase of $3.00 or more paid by the member earns one.
const card = {
  ...plan,
  type: 'Stamps' as const,
  stampsPerReward: 9,
  stampRewardCents: 450,
  stampMinimumSpendCents: 300,
};
const regular = (stampsBalance: number, pointsBalance = 0) => ({
  welcomePoints: 0,
  timesShopped: 5,
  pointsBalance,
  stampsBalance,
  tier: null,
});

describe('what a completed purchase earns on a stamp card', () => {
  it.each<{
    name: string;
    member: ReturnType<typeof regular>;
    purchase: ReturnType<typeof bill>;
    earnings: Earning[];
  }>([
    {
      name: 'a purchase at the minimum earns a stamp and no points',
      member: regular(5),
      purchase: bill(300),
      earnings: [{ account: 'stamps', kind: 'Reward', amount: 1 }],
    },
    {
      name: 'a purchase below the minimum earns nothing',
      member: regular(5),
      purchase: bill(299),
      earnings: [],
    },
    {
      name: 'only the paid part counts towards the minimum',
      member: regular(5),
      purchase: bill(500, 250),
      earnings: [],
    },
    {
      name: 'the 9th stamp fills the card: it turns into $4.50 and the card starts again',
      member: regular(8),
      purchase: bill(450),
      earnings: [
        { account: 'stamps', kind: 'Reward', amount: 1 },
        { account: 'stamps', kind: 'Conversion', amount: 9, cents: 450 },
      ],
    },
    {
      name: "a member's first purchase earns no first-shopping points on a stamp card",
      member: { ...regular(0), timesShopped: 0 },
      purchase: bill(1000),
      earnings: [{ account: 'stamps', kind: 'Reward', amount: 1 }],
    },
    {
      name: 'points earned before the switch stay; a block of them still converts',
      member: regular(2, 1200),
      purchase: bill(400),
      earnings: [
        { account: 'stamps', kind: 'Reward', amount: 1 },
        { account: 'points', kind: 'Conversion', amount: 1000, cents: 10_000 },
      ],
    },
  ])('$name', ({ member, purchase, earnings }) => {
    const earned = purchaseEarnings(card, member, purchase);
    expect(earned.earnings).toEqual(earnings);
    expect(earned.pointsEarned).toBe(0);
    expect(earned.stampsEarned).toBe(
      earnings.some((e) => e.account === 'stamps' && e.kind === 'Reward') ? 1 : 0,
    );
  });

  it('stamps left on the card stay as they are once the plan is back on points', () => {
    const earned = purchaseEarnings(plan, regular(8), bill(450));
    expect(earned.earnings).toEqual([{ account: 'points', kind: 'Reward', amount: 4 }]);
    expect(earned.stampConversion).toEqual({ stamps: 0, cents: 0 });
  });
});

// Tiers: Silver multiplies points by 1.5 (tier.ts).
const silver = { name: 'Silver', minSpendCents: 50_000, multiplierHundredths: 150 };

describe('what a completed purchase earns on a tier', () => {
  it.each([
    { name: 'points on the paid part times 1.5, one floor for the product', plan, paid: 1299, points: 19 },
    { name: 'a wallet-paid part earns nothing, multiplied or not', plan, paid: 0, points: 0 },
    { name: 'on a stamp card a tier multiplies nothing', plan: card, paid: 1299, points: 0 },
  ])('$name', ({ plan: rule, paid, points }) => {
    const earned = purchaseEarnings(rule, { ...regular(0), tier: silver }, bill(1299, 1299 - paid));
    expect(earned.pointsEarned).toBe(points);
  });

  it('the first-shopping bonus is not multiplied', () => {
    const member = { ...regular(0), timesShopped: 0, tier: silver };
    expect(purchaseEarnings(plan, member, bill(1000)).earnings).toEqual([
      { account: 'points', kind: 'Reward', amount: 15 },
      { account: 'points', kind: 'FirstShoppingBonus', amount: 25 },
    ]);
  });
});
