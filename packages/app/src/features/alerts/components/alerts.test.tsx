import { ApiError } from '@countertop/api';
import type { Alert } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AlertsButton } from './alerts-button';
import { AlertsScreen } from './alerts-screen';

const base = {
  status: 'New' as const,
  actorName: 'Sam Patel',
  actorType: 'S' as const,
  memberName: 'Ava Nguyen',
  memberUsername: 'ava.nguyen',
  storeName: 'Circular Quay',
  subject: 'rt-1',
  createdAt: '2026-11-24T04:05:00.000Z',
};

const overLimit: Alert = {
  ...base,
  id: 'a2',
  rule: 'refund-over-limit',
  subject: null,
  details: {
    refundAmount: 250,
    refundedToday: 100,
    dailyRefundLimit: 300,
    refundLimit: 100,
    refused: true,
    day: '2026-11-24',
  },
};
const manyRewards: Alert = {
  ...base,
  id: 'a1',
  rule: 'rewards-per-member',
  status: 'Seen',
  details: { rewardsToday: 6, threshold: 5, day: '2026-11-24' },
};
const spentAtOnce: Alert = {
  ...base,
  id: 'a3',
  rule: 'refund-then-redeem',
  actorName: 'Olivia Owner',
  actorType: 'B',
  details: { refundAmount: 80, walletRedeemed: 75.5, minutesAfterRefund: 12, windowMinutes: 60 },
};
const bigRefund: Alert = {
  ...base,
  id: 'a4',
  rule: 'far-above-median',
  storeName: null,
  details: { kind: 'refund', refundAmount: 900, medianRefund: 20, multiple: 10 },
};

const page = (alerts: Alert[]) => ({ data: { totalItems: alerts, totalCount: alerts.length } });

function answers(all: Alert[]) {
  return {
    '/alerts/list': (body: { status?: string[] }) =>
      page(body.status ? all.filter((a) => body.status?.includes(a.status)) : all),
    '/alerts/update': (body: { id: string; status: 'Seen' | 'Dismissed' }) => {
      const alert = all.find((a) => a.id === body.id)!;
      alert.status = body.status;
      return { message: 'Alert updated', data: alert };
    },
    '/alerts/settings': { data: { rewardsPerMemberDay: 5, refundRedeemMinutes: 60, medianMultiple: 10 } },
    '/alerts/settings/update': (body: object) => ({ message: 'Alert settings saved', data: body }),
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('alerts screen', () => {
  it('lists the New alerts with who, what in words, where, when and a link to the records', async () => {
    const { calls } = renderWithProviders(<AlertsScreen />, {
      answers: answers([overLimit, manyRewards, spentAtOnce, bigRefund]),
    });
    const table = await screen.findByRole('grid', { name: 'Alerts' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(calls[0]).toEqual({ path: '/alerts/list', body: { offset: 0, limit: 10, status: ['New'] } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'Where', 'Records', 'Actions']);
    const [first, second, third] = rowsOf(table);
    expect(first).toHaveTextContent('Sam Patel (Staff)');
    expect(first).toHaveTextContent(
      'Refunds over the daily limitA refund of $250.00 to Ava Nguyen after $100.00 refunded that day, past the daily limit of $300.00. It was refused.',
    );
    expect(first).toHaveTextContent('Circular Quay');
    expect(within(first!).getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit');
    expect(second).toHaveTextContent('Olivia Owner (Owner)');
    expect(second).toHaveTextContent(
      '$80.00 refunded to Ava Nguyen, then $75.50 of wallet money spent 12 minutes later.',
    );
    expect(within(second!).getByRole('link', { name: 'Wallet transactions' })).toHaveAttribute(
      'href',
      '/transactions?tab=wallet',
    );
    expect(third).toHaveTextContent(
      'Far above the usualA refund of $900.00 to Ava Nguyen, more than 10 times the usual $20.00.',
    );
    expect(third).toHaveTextContent('—');
  });

  it('shows every alert with its status on the All tab', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<AlertsScreen />, { answers: answers([overLimit, manyRewards]) });
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    const table = await screen.findByRole('grid', { name: 'Alerts' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(calls.at(-1)).toEqual({ path: '/alerts/list', body: { offset: 0, limit: 10 } });
    const seen = rowsOf(table)[1]!;
    expect(seen).toHaveTextContent(
      'Many rewards for one member6 rewards for Ava Nguyen in one day, more than 5.',
    );
    expect(seen).toHaveTextContent('Seen');
    expect(within(seen).getByRole('link', { name: 'Reward transactions' })).toHaveAttribute(
      'href',
      '/transactions?tab=reward',
    );
    // A seen alert can still be dismissed, no longer marked seen.
    expect(within(seen).queryByRole('button', { name: /^Mark seen/ })).toBeNull();
    expect(within(seen).getByRole('button', { name: 'Dismiss: Many rewards for one member' })).toBeVisible();
  });

  it('marks an alert seen or dismisses it by keyboard, and the list and the header count follow', async () => {
    const user = userEvent.setup();
    const alerts = [overLimit, { ...spentAtOnce }].map((a) => ({ ...a, status: 'New' as const }));
    const { calls } = renderWithProviders(
      <>
        <AlertsButton />
        <AlertsScreen />
      </>,
      { answers: answers(alerts) },
    );
    expect(await screen.findByRole('button', { name: 'Alerts, 2 new' })).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Alerts' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    screen.getByRole('button', { name: 'Mark seen: Refunds over the daily limit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Alerts, 1 new' })).toBeVisible();
    screen.getByRole('button', { name: 'Dismiss: Refund spent straight away' }).focus();
    await user.keyboard(' ');
    expect(await within(table).findByText('No new alerts')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeVisible();
    expect(calls.filter((c) => c.path === '/alerts/update').map((c) => c.body)).toEqual([
      { id: 'a2', status: 'Seen' },
      { id: 'a3', status: 'Dismissed' },
    ]);
  });

  it("says 'Failed to load alerts' when the list fails", async () => {
    renderWithProviders(<AlertsScreen />, {
      answers: { '/alerts/list': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load alerts');
  });
});

describe('alert thresholds', () => {
  it('shows the thresholds, checks them with the contract and saves them', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<AlertsScreen />, { answers: answers([]) });
    await user.click(await screen.findByRole('button', { name: 'Thresholds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert thresholds' });
    const perDay = await within(dialog).findByRole('textbox', { name: 'Rewards per member per day' });
    expect(perDay).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: 'Refund-to-redemption window' })).toHaveValue('60');
    expect(within(dialog).getByRole('textbox', { name: 'Times the daily median' })).toHaveValue('10');
    const median = within(dialog).getByRole('textbox', { name: 'Times the daily median' });
    await user.clear(median);
    await user.type(median, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Times the daily median must be at least 2')).toBeVisible();
    expect(calls.map((c) => c.path)).not.toContain('/alerts/settings/update');
    await user.clear(median);
    await user.type(median, '8');
    await user.clear(perDay);
    await user.type(perDay, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/alerts/settings/update')?.body).toEqual({
      rewardsPerMemberDay: 3,
      refundRedeemMinutes: 60,
      medianMultiple: 8,
    });
  });
});

describe('alerts button', () => {
  it('asks quietly for the count of New alerts, says it in its name and opens /alerts', async () => {
    const user = userEvent.setup();
    const { calls, options, router } = renderWithProviders(<AlertsButton />, {
      answers: { '/alerts/list': { data: { totalItems: [overLimit], totalCount: 3 } } },
    });
    const button = await screen.findByRole('button', { name: 'Alerts, 3 new' });
    expect(calls[0]).toEqual({ path: '/alerts/list', body: { offset: 0, limit: 1, status: ['New'] } });
    expect(options[0]).toMatchObject({ loadingToast: false, errorToast: false });
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'));
  });
});
