import { describe, expect, it } from 'vitest';
import { dayLabel } from '@/lib/day-label';
import { expiryNoticeText } from './expiry-notice';

describe('the points expiry notice text', () => {
  it('says "N points expire on D MMM YYYY" only once the day is under 30 days away', () => {
    expect(dayLabel('2030-03-31')).toBe('31 Mar 2030');
    expect(expiryNoticeText({ points: 115, date: '2030-03-31' }, '2030-03-02')).toBe(
      '115 points expire on 31 Mar 2030',
    );
    expect(expiryNoticeText({ points: 1, date: '2030-03-31' }, '2030-03-31')).toBe(
      '1 point expires on 31 Mar 2030',
    );
    expect(expiryNoticeText({ points: 1_200, date: '2030-03-31' }, '2030-03-02')).toBe(
      '1,200 points expire on 31 Mar 2030',
    );
    // 30 days or more away: not yet; a day already past, or nothing expiring: nothing.
    expect(expiryNoticeText({ points: 115, date: '2030-03-31' }, '2030-03-01')).toBeNull();
    expect(expiryNoticeText({ points: 115, date: '2030-03-31' }, '2030-04-01')).toBeNull();
    expect(expiryNoticeText(null, '2030-03-01')).toBeNull();
  });
});
