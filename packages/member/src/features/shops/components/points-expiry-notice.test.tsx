import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberAnswers, renderApp } from '@/app/render-app';
import { shopBalances, shopEntry } from '@/test/shops';
import { expiryDateLabel, expiryNoticeText, localToday } from '../utils/expiry-notice';

/** The calendar day `days` after the member's today. */
function inDays(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return localToday(at);
}

describe('the points expiry notice', () => {
  it('says "N points expire on D MMM YYYY" only once the day is under 30 days away', () => {
    expect(expiryDateLabel('2030-03-31')).toBe('31 Mar 2030');
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

  it('shows on the shop\'s balances on the home screen when the server says points expire soon', async () => {
    const date = inDays(12);
    renderApp('/', {
      answers: memberAnswers({
        '/businesses': { businesses: [shopEntry()] },
        '/subscription/list': {
          subscriptions: [shopBalances({ pointsBalance: 155, pointsExpiring: { points: 115, date } })],
        },
      }),
    });
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByText(`115 points expire on ${expiryDateLabel(date)}`)).toBeVisible();
  });

  it('stays away while the expiry is further off', async () => {
    renderApp('/', {
      answers: memberAnswers({
        '/businesses': { businesses: [shopEntry()] },
        '/subscription/list': {
          subscriptions: [shopBalances({ pointsBalance: 155, pointsExpiring: { points: 115, date: inDays(45) } })],
        },
      }),
    });
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByText('155')).toBeVisible();
    expect(within(shop).queryByText(/expire on/)).toBeNull();
  });
});
