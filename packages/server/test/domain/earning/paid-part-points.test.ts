import { describe, expect, it } from 'vitest';
import { paidCents, pointsOnPaidPart } from '../../../src/domain/earning/paid-part-points.js';

describe('points on the paid part', () => {
  it.each([
    { billingCents: 8000, walletCents: 0, giftCardCents: 0, paid: 8000 },
    { billingCents: 8000, walletCents: 2000, giftCardCents: 1000, paid: 5000 },
    { billingCents: 3000, walletCents: 3000, giftCardCents: 0, paid: 0 },
  ])(
    'a bill of $billingCents¢ with $walletCents¢ wallet and $giftCardCents¢ gift cards pays $paid¢',
    (row) => {
      expect(paidCents(row)).toBe(row.paid);
    },
  );

  it.each([
    { cents: 1250, pointsPerDollarSpent: 1, points: 12 },
    { cents: 1250, pointsPerDollarSpent: 3, points: 37 },
    { cents: 99, pointsPerDollarSpent: 1, points: 0 },
    { cents: 100, pointsPerDollarSpent: 1, points: 1 },
    { cents: 0, pointsPerDollarSpent: 1000, points: 0 },
    // The largest bill at the largest rate stays a safe integer: $1,000,000 × 1,000.
    { cents: 100_000_000, pointsPerDollarSpent: 1000, points: 1_000_000_000 },
  ])('$cents¢ at $pointsPerDollarSpent per dollar earns $points points (rounded down)', (row) => {
    expect(pointsOnPaidPart(row.cents, row)).toBe(row.points);
  });

  it.each([
    { cents: 1250, pointsPerDollarSpent: 1, multiplier: 100, points: 12 },
    { cents: 1250, pointsPerDollarSpent: 1, multiplier: 150, points: 18 },
    { cents: 1299, pointsPerDollarSpent: 1, multiplier: 150, points: 19 },
    { cents: 1000, pointsPerDollarSpent: 2, multiplier: 105, points: 21 },
    { cents: 99, pointsPerDollarSpent: 1, multiplier: 300, points: 2 },
    // The largest bill at the largest rate and multiplier stays a safe integer.
    { cents: 100_000_000, pointsPerDollarSpent: 1000, multiplier: 300, points: 3_000_000_000 },
  ])(
    '$cents¢ at $pointsPerDollarSpent per dollar and ×$multiplier/100 earns $points points (one floor)',
    (row) => {
      expect(pointsOnPaidPart(row.cents, row, row.multiplier)).toBe(row.points);
    },
  );
});
