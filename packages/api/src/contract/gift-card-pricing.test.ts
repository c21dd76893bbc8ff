import { describe, expect, it } from 'vitest';
import { breaksAcccRule, readDiscount, salePriceCents } from './gift-card-pricing.js';

describe('gift-card pricing', () => {
  it('reads a discount above 0 and at most 100 with two decimals; 0 counts as missing', () => {
    expect(readDiscount('12.5')).toEqual({ ok: true, basisPoints: 1250 });
    expect(readDiscount('100')).toEqual({ ok: true, basisPoints: 10_000 });
    for (const typed of ['0', '0.00', '', '100.01', '-1', 'ten']) {
      expect(readDiscount(typed)).toEqual({ ok: false, problem: 'range' });
    }
    expect(readDiscount('1.234')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('prices at face value without a discount and rounds half up to the cent', () => {
    expect(salePriceCents(5_000, null)).toBe(5_000);
    expect(salePriceCents(3_333, 1_250)).toBe(2_916);
    expect(salePriceCents(1_001, 5_000)).toBe(501);
  });

  it('warns under 3 years only when there is no discount', () => {
    expect(breaksAcccRule(365, null)).toBe(true);
    expect(breaksAcccRule(365, 500)).toBe(false);
    expect(breaksAcccRule(null, null)).toBe(false);
    expect(breaksAcccRule(1_095, null)).toBe(false);
  });
});
