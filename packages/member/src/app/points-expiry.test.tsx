import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberAnswers, renderApp } from '@/app/render-app';
import { localToday } from '@/features/shops/utils/expiry-notice';
import { dayLabel } from '@/lib/day-label';
import { shopBalances, shopEntry } from '@/test/shops';

/** The calendar day `days` after the member's today. */
function inDays(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return localToday(at);
}

describe('the points expiry notice on the home screen', () => {
  it("shows on the shop's balances on the home screen when the server says points expire soon", async () => {
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
    expect(within(shop).getByText(`115 points expire on ${dayLabel(date)}`)).toBeVisible();
  });

  it('stays away while the expiry is further off', async () => {
    renderApp('/', {
      answers: memberAnswers({
        '/businesses': { businesses: [shopEntry()] },
        '/subscription/list': {
          subscriptions: [
            shopBalances({ pointsBalance: 155, pointsExpiring: { points: 115, date: inDays(45) } }),
          ],
        },
      }),
    });
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByText('155')).toBeVisible();
    expect(within(shop).queryByText(/expire on/)).toBeNull();
  });
});
