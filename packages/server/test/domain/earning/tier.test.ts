import { describe, expect, it } from 'vitest';
import { nextTier, tierFor, tierOfPurchase } from '../../../src/domain/earning/tier.js';

// The demo bakery's tiers: Bronze from $50, Silver from $150, Gold from $400.
const bronze = { name: 'Bronze', minSpendCents: 5_000, multiplierHundredths: 110 };
const silver = { name: 'Silver', minSpendCents: 15_000, multiplierHundredths: 125 };
const gold = { name: 'Gold', minSpendCents: 40_000, multiplierHundredths: 150 };
const tiers = [bronze, silver, gold];

describe("a member's tier", () => {
  it.each([
    { spend: 0, tier: null },
    { spend: 4_999, tier: null },
    { spend: 5_000, tier: 'Bronze' },
    { spend: 14_999, tier: 'Bronze' },
    { spend: 15_000, tier: 'Silver' },
    { spend: 1_000_000, tier: 'Gold' },
  ])('a 12-month spend of $spend¢ is on $tier', ({ spend, tier }) => {
    expect(tierFor(tiers, spend)?.name ?? null).toBe(tier);
    // The order the tiers come in does not matter.
    expect(tierFor([gold, bronze, silver], spend)?.name ?? null).toBe(tier);
  });

  it('without tiers nobody has one', () => {
    expect(tierFor([], 1_000_000)).toBeNull();
  });
});

describe('the tier a purchase earns at', () => {
  it.each([
    {
      name: 'the purchase that crosses the line earns at the new tier',
      before: 14_000,
      bill: 1_000,
      tier: 'Silver',
    },
    { name: 'one short of the line stays below', before: 14_000, bill: 999, tier: 'Bronze' },
    {
      name: 'a spend that fell (returns, a year gone by) earns lower',
      before: 2_000,
      bill: 1_000,
      tier: null,
    },
    { name: 'a big first purchase can go straight to Gold', before: 0, bill: 40_000, tier: 'Gold' },
  ])('$name', ({ before, bill, tier }) => {
    expect(tierOfPurchase(tiers, before, bill)?.name ?? null).toBe(tier);
  });
});

describe('the next tier up', () => {
  it.each([
    { spend: 0, next: 'Bronze', cents: 5_000 },
    { spend: 15_200, next: 'Gold', cents: 24_800 },
    { spend: 40_000, next: null, cents: null },
  ])('at $spend¢: $next, $cents¢ to go', ({ spend, next, cents }) => {
    const step = nextTier(tiers, spend);
    expect(step ? [step.tier.name, step.cents] : [null, null]).toEqual([next, cents]);
  });
});
