import { describe, expect, it } from 'vitest';
import { welcomeBonus } from '../../../src/domain/earning/welcome-bonus.js';

describe('the welcome bonus', () => {
  it.each([
    { pointsForNewSubscription: 50, subscribedNow: true, points: 50 },
    { pointsForNewSubscription: 50, subscribedNow: false, points: 0 },
    { pointsForNewSubscription: 0, subscribedNow: true, points: 0 },
  ])(
    'a plan of $pointsForNewSubscription, subscribed by this operation: $subscribedNow, earns $points',
    ({ pointsForNewSubscription, subscribedNow, points }) => {
      expect(welcomeBonus({ pointsForNewSubscription }, { subscribedNow })).toBe(points);
    },
  );
});
