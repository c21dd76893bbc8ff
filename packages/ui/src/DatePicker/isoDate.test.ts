import { describe, expect, it } from 'vitest';
import { fromBound, fromIsoDate, todayIso } from './isoDate';

describe('isoDate', () => {
  it('parses ISO dates and treats empty or broken ones as no date', () => {
    expect(fromIsoDate('2027-01-31')?.toString()).toBe('2027-01-31');
    expect(fromIsoDate('')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate('31/01/2027')).toBeNull();
    expect(fromIsoDate(undefined)).toBeUndefined();
  });

  it("reads 'today' as the local date", () => {
    const now = new Date();
    const local = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
      .join('-');
    expect(todayIso()).toBe(local);
    expect(fromBound('today')?.toString()).toBe(local);
    expect(fromBound('2030-05-01')?.toString()).toBe('2030-05-01');
    expect(fromBound(undefined)).toBeUndefined();
  });
});
