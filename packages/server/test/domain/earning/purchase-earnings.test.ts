import { describe, expect, it } from 'vitest';
import { REWARD_PLAN_DEFAULTS } from '../../../src/db/schema/index.js';
import { conversionEarnings, purchaseEarnings, type Earning } from '../../../src/domain/earning/index.js';

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
    member: { welcomePoints: number; timesShopped: number; pointsBalance: number };
    purchase: ReturnType<typeof bill>;
    bonusPoints: number;
    earnings: Earning[];
  }>([
    {
      name: 'a first purchase that subscribed the member: points, first-shopping bonus',
      member: { welcomePoints: 50, timesShopped: 0, pointsBalance: 50 },
      purchase: bill(8000),
      bonusPoints: 75,
      earnings: [
        { kind: 'Reward', points: 80 },
        { kind: 'FirstShoppingBonus', points: 25 },
      ],
    },
    {
      name: 'a later purchase: points on the paid part only',
      member: { welcomePoints: 0, timesShopped: 3, pointsBalance: 200 },
      purchase: bill(3000, 500, 1000),
      bonusPoints: 0,
      earnings: [{ kind: 'Reward', points: 15 }],
    },
    {
      name: 'a purchase paid in full with balances earns nothing',
      member: { welcomePoints: 0, timesShopped: 3, pointsBalance: 200 },
      purchase: bill(3000, 3000),
      bonusPoints: 0,
      earnings: [],
    },
    {
      name: 'a purchase that reaches a block converts it, the rest stays',
      member: { welcomePoints: 0, timesShopped: 4, pointsBalance: 950 },
      purchase: bill(12_500),
      bonusPoints: 0,
      earnings: [
        { kind: 'Reward', points: 125 },
        { kind: 'Conversion', points: 1000, cents: 10_000 },
      ],
    },
  ])('$name', ({ member, purchase, bonusPoints, earnings }) => {
    const earned = purchaseEarnings(plan, member, purchase);
    expect(earned.earnings).toEqual(earnings);
    expect(earned.bonusPoints).toBe(bonusPoints);
    const reward = earnings.find((earning) => earning.kind === 'Reward');
    expect(earned.pointsEarned).toBe(reward?.points ?? 0);
    // The conversion the reward answer reports is the one posted, or none.
    const reported = earned.conversion.points === 0 ? [] : [{ kind: 'Conversion', ...earned.conversion }];
    expect(earnings.filter((earning) => earning.kind === 'Conversion')).toEqual(reported);
  });

  it.each([
    { balance: 50, earnings: [] },
    { balance: 1050, earnings: [{ kind: 'Conversion', points: 1000, cents: 10_000 }] },
  ])('an operation that earns no points still converts a balance of $balance', ({ balance, earnings }) => {
    expect(conversionEarnings(balance, plan)).toEqual(earnings);
  });
});
