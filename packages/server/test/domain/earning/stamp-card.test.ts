import { describe, expect, it } from 'vitest';
import { stampCardConversion, stampForPurchase } from '../../../src/domain/earning/stamp-card.js';

describe('a stamp for a purchase', () => {
  it.each([
    { minimum: 0, paid: 1, stamps: 1 },
    { minimum: 0, paid: 0, stamps: 0 },
    { minimum: 300, paid: 299, stamps: 0 },
    { minimum: 300, paid: 300, stamps: 1 },
    { minimum: 300, paid: 10_000, stamps: 1 },
  ])('a paid part of $paid¢ at a minimum of $minimum¢ earns $stamps', ({ minimum, paid, stamps }) => {
    expect(stampForPurchase(paid, { stampMinimumSpendCents: minimum })).toBe(stamps);
  });
});

describe('a full card to wallet money', () => {
  const plan = { stampsPerReward: 9, stampRewardCents: 450 };
  it.each([
    { balance: 0, stamps: 0, cents: 0 },
    { balance: 8, stamps: 0, cents: 0 },
    { balance: 9, stamps: 9, cents: 450 },
    // The owner made cards smaller (9 → 4): two whole cards, one stamp stays.
    { balance: 9, stamps: 8, cents: 900, per: 4 },
  ])('$balance stamps give $cents¢ for $stamps stamps', ({ balance, stamps, cents, per }) => {
    expect(stampCardConversion(balance, { ...plan, stampsPerReward: per ?? 9 })).toEqual({ stamps, cents });
  });
});
