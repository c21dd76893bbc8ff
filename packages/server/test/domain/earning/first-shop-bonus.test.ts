import { describe, expect, it } from 'vitest';
import { firstShopBonus } from '../../../src/domain/earning/first-shop-bonus.js';

describe('the first-shopping bonus', () => {
  it.each([
    { pointsBonusForFirstShopping: 25, timesShopped: 0, points: 25 },
    { pointsBonusForFirstShopping: 25, timesShopped: 1, points: 0 },
    { pointsBonusForFirstShopping: 25, timesShopped: 7, points: 0 },
    { pointsBonusForFirstShopping: 0, timesShopped: 0, points: 0 },
  ])(
    'a plan of $pointsBonusForFirstShopping, after $timesShopped purchases, earns $points',
    ({ pointsBonusForFirstShopping, timesShopped, points }) => {
      expect(firstShopBonus({ pointsBonusForFirstShopping }, { timesShopped })).toBe(points);
    },
  );
});
