import { describe, expect, it } from 'vitest';
import { tierStepText, tierText } from './tier-step';

describe('the tier in words', () => {
  it.each([
    { tier: { name: 'Silver', multiplier: 1.5 }, text: 'Silver tier: ×1.5 points' },
    { tier: { name: 'Gold', multiplier: 2 }, text: 'Gold tier: ×2 points' },
  ])('$text', ({ tier, text }) => {
    expect(tierText(tier)).toBe(text);
  });

  it.each([
    {
      step: { tierName: 'Gold', amount: 248, by: '2027-11-23' },
      text: 'Spend $248.00 more by 23 Nov 2027 to reach Gold',
    },
    { step: { tierName: 'Bronze', amount: 50, by: null }, text: 'Spend $50.00 more to reach Bronze' },
    {
      step: { tierName: 'Gold', amount: 0.01, by: '2028-01-01' },
      text: 'Spend $0.01 more by 1 Jan 2028 to reach Gold',
    },
  ])('$text', ({ step, text }) => {
    expect(tierStepText(step)).toBe(text);
  });
});
