import { describe, expect, it } from 'vitest';
import { welcomeBonus } from '../../../src/domain/earning/welcome-bonus.js';

describe('the welcome bonus', () => {
  it.each([
    { type: 'Points', pointsForNewSubscription: 50, subscribedNow: true, points: 50 },
    { type: 'Points', pointsForNewSubscription: 50, subscribedNow: false, points: 0 },
    { type: 'Points', pointsForNewSubscription: 0, subscribedNow: true, points: 0 },
    { type: 'Stamps', pointsForNewSubscription: 50, subscribedNow: true, points: 0 },
  ] as const)(
    'a $type plan of $pointsForNewSubscription, subscribed by this operation: $subscribedNow, earns $points',
    ({ type, pointsForNewSubscription, subscribedNow, points }) => {
      expect(welcomeBonus({ type, pointsForNewSubscription }, { subscribedNow })).toBe(points);
    },
  );
});
