import { describe, expect, it } from 'vitest';
import { REWARD_PLAN_DEFAULTS } from '../../../src/db/schema/index.js';
import { referralEarnings } from '../../../src/domain/earning/index.js';
import {
  earnsReferral,
  referralBonus,
  referralReversal,
  reversesReferral,
} from '../../../src/domain/earning/referral-bonus.js';

// The defaults: a 100-point referral bonus, 1,000 points → $100.00.
const plan = { ...REWARD_PLAN_DEFAULTS };
const DAY = 24 * 60 * 60_000;

describe('which purchase earns a referral', () => {
  it.each([
    {
      name: 'the referred member’s first purchase, the referral pending',
      timesShopped: 0,
      pending: true,
      earns: true,
    },
    { name: 'a later purchase', timesShopped: 1, pending: true, earns: false },
    { name: 'a first purchase without a pending referral', timesShopped: 0, pending: false, earns: false },
  ])('$name: $earns', ({ timesShopped, pending, earns }) => {
    expect(earnsReferral({ timesShopped }, pending)).toBe(earns);
  });
});

describe("the referrer's bonus", () => {
  it.each([
    { type: 'Points', bonus: 100, points: 100 },
    { type: 'Points', bonus: 0, points: 0 },
    { type: 'Stamps', bonus: 100, points: 0 },
  ] as const)('a $type plan with a bonus of $bonus gives $points points', ({ type, bonus, points }) => {
    expect(referralBonus({ type, referralBonus: bonus })).toBe(points);
  });

  it.each([
    {
      name: 'the bonus alone',
      balance: 240,
      earnings: [{ account: 'points', kind: 'ReferralBonus', amount: 100 }],
    },
    {
      name: 'a bonus that reaches a block converts it',
      balance: 950,
      earnings: [
        { account: 'points', kind: 'ReferralBonus', amount: 100 },
        { account: 'points', kind: 'Conversion', amount: 1000, cents: 10_000 },
      ],
    },
  ])('$name', ({ balance, earnings }) => {
    expect(referralEarnings(plan, balance)).toEqual({ bonusPoints: 100, earnings });
  });

  it('a stamp card posts nothing, not even a conversion of a block left from points', () => {
    expect(referralEarnings({ ...plan, type: 'Stamps' }, 1_500)).toEqual({ bonusPoints: 0, earnings: [] });
  });
});

describe('which return takes a referral back', () => {
  const completedAt = new Date('2026-03-01T01:00:00Z');
  it.each([
    { name: 'the rest of the purchase, the next day', after: DAY, rest: true, reverses: true },
    { name: 'the rest, exactly 30 days after', after: 30 * DAY, rest: true, reverses: true },
    { name: 'the rest, a moment after 30 days', after: 30 * DAY + 1, rest: true, reverses: false },
    { name: 'part of the purchase, the next day', after: DAY, rest: false, reverses: false },
  ])('$name: $reverses', ({ after, rest, reverses }) => {
    const returnedAt = new Date(completedAt.getTime() + after);
    expect(reversesReferral({ completedAt, returnedAt, returnsTheRest: rest })).toBe(reverses);
  });
});

describe('what a reversal takes from the referrer', () => {
  it.each([
    { name: 'the whole bonus while they have it', bonus: 100, balance: 340, points: 100, shortfall: 0 },
    { name: 'what is left after a conversion', bonus: 100, balance: 50, points: 50, shortfall: 50 },
    { name: 'nothing from an empty balance', bonus: 100, balance: 0, points: 0, shortfall: 100 },
    { name: 'nothing of a stamp card’s referral', bonus: 0, balance: 80, points: 0, shortfall: 0 },
  ])('$name', ({ bonus, balance, points, shortfall }) => {
    expect(referralReversal(bonus, balance)).toEqual({ points, shortfall });
  });
});
