import { describe, expect, it } from 'vitest';
import { firstShopBonus } from '../../../src/domain/earning/first-shop-bonus.js';

describe('the first-shopping bonus', () => {
  it.each([
    { type: 'Points', pointsBonusForFirstShopping: 25, timesShopped: 0, points: 25 },
    { type: 'Points', pointsBonusForFirstShopping: 25, timesShopped: 1, points: 0 },
    { type: 'Points', pointsBonusForFirstShopping: 25, timesShopped: 7, points: 0 },
    { type: 'Points', pointsBonusForFirstShopping: 0, timesShopped: 0, points: 0 },
    { type: 'Stamps', pointsBonusForFirstShopping: 25, timesShopped: 0, points: 0 },
  ] as const)(
    'a $type plan of $pointsBonusForFirstShopping, after $timesShopped purchases, earns $points',
    ({ type, pointsBonusForFirstShopping, timesShopped, points }) => {
      expect(firstShopBonus({ type, pointsBonusForFirstShopping }, { timesShopped })).toBe(points);
    },
  );
});
