import { describe, expect, it } from 'vitest';
import { nextConversion, pointsConversion } from '../../../src/domain/earning/conversion.js';

const plan = { minimumPointsRedeemTarget: 1000, minimumPointsTargetValueCents: 10 };

describe('points to wallet money', () => {
  it.each([
    { balance: 0, points: 0, cents: 0 },
    { balance: 999, points: 0, cents: 0 },
    { balance: 1000, points: 1000, cents: 10_000 },
    { balance: 1075, points: 1000, cents: 10_000 },
    { balance: 2999, points: 2000, cents: 20_000 },
  ])('$balance points convert $points into $cents¢; the rest stays', ({ balance, points, cents }) => {
    expect(pointsConversion(balance, plan)).toEqual({ points, cents });
  });

  it.each([
    { balance: 0, points: 1000 },
    { balance: 880, points: 120 },
    { balance: 1075, points: 925 },
  ])('at $balance points the next $100.00 is $points points away', ({ balance, points }) => {
    expect(nextConversion(balance, plan)).toEqual({ points, cents: 10_000 });
  });
});
