import { ApiError } from '@countertop/api';
import { activityItem } from '@countertop/app-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SubscribersScreen } from './subscribers-screen';

const ava = {
  customerId: '402715938',
  customerName: 'Ava Brown',
  email: 'ava@example.com',
  totalGCMoneyBalance: 36,
  moneyBalance: 6.5,
  pointsBalance: 1250,
  stampsBalance: 0,
  totalPointsEarnedTillDate: 1800,
  totalMoneySpentTillDate: 142.25,
  timesShopped: 7,
  timesRedeemed: 2,
  totalReferred: 0,
  subscribedOn: '2026-11-02T01:00:00.000Z',
  tier: null,
  referredBy: null,
};
const ben = {
  ...ava,
  customerId: '402715939',
  customerName: 'Ben Chen',
  email: 'ben@example.com',
  totalReferred: 0,
};
const silver = { name: 'Silver', multiplier: 1.5 };

/** The list once its `count` subscribers are in. */
async function subscribersTable(count: number): Promise<HTMLElement> {
  const table = await screen.findByRole('grid', { name: 'Subscribers' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  return table;
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('subscribers', () => {
  it('lists subscribers with the columns of the spec, 10 a page', async () => {
    const { calls } = renderWithProviders(<SubscribersScreen />, {
      answers: { '/subscription/list': { data: { totalItems: [ava, ben], totalCount: 2 } } },
    });
    const table = await subscribersTable(2);
    expect(headersOf(table)).toEqual([
      'Subscriber Name',
      'Giftcard Balance',
      'Wallet Balance',
      'Points Balance',
      'Subscribed On',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ava Brown$36.00$6.501,2502 Nov 2026');
    expect(calls[0]).toEqual({ path: '/subscription/list', body: { offset: 0, limit: 10 } });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it('shows a Tier column once someone is on a tier, and the tier in Customer Details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribersScreen />, {
      answers: {
        '/subscription/list': { data: { totalItems: [{ ...ava, tier: silver }, ben], totalCount: 2 } },
        '/subscription/details': { data: { ...ava, tier: silver }, history: [] },
      },
    });
    const table = await subscribersTable(2);
    expect(headersOf(table)).toEqual([
      'Subscriber Name',
      'Tier',
      'Giftcard Balance',
      'Wallet Balance',
      'Points Balance',
      'Subscribed On',
    ]);
    const [, avaRow, benRow] = within(table).getAllByRole('row');
    expect(avaRow).toHaveTextContent(/^Ava BrownSilver\$36\.00/);
    expect(benRow).toHaveTextContent(/^Ben ChenNone\$36\.00/);
    await user.click(screen.getByText('Ava Brown'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(await within(dialog).findByText('Silver (×1.5 points)')).toBeVisible();
  });

  it('shows a Total Referred column once someone referred a member, and who referred each in Customer Details', async () => {
    const user = userEvent.setup();
    const referred = { customerId: ava.customerId, customerName: ava.customerName };
    renderWithProviders(<SubscribersScreen />, {
      answers: {
        '/subscription/list': {
          data: {
            totalItems: [
              { ...ava, totalReferred: 2 },
              { ...ben, referredBy: referred },
            ],
            totalCount: 2,
          },
        },
        '/subscription/details': { data: { ...ben, referredBy: referred }, history: [] },
      },
    });
    const table = await subscribersTable(2);
    expect(headersOf(table)).toEqual([
      'Subscriber Name',
      'Giftcard Balance',
      'Wallet Balance',
      'Points Balance',
      'Total Referred',
      'Subscribed On',
    ]);
    const [, avaRow, benRow] = within(table).getAllByRole('row');
    expect(avaRow).toHaveTextContent(/Ava Brown\$36\.00\$6\.501,25022 Nov 2026$/);
    expect(benRow).toHaveTextContent(/Ben Chen\$36\.00\$6\.501,25002 Nov 2026$/);
    await user.click(screen.getByText('Ben Chen'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    const referredBy = await within(dialog).findByText('Referred By');
    expect(referredBy.parentElement).toHaveTextContent('Referred ByAva Brown');
  });

  it('shows a Stamps column once someone has a stamp, and the stamps in Customer Details', async () => {
    const user = userEvent.setup();
    const onCard = { ...ava, pointsBalance: 0, stampsBalance: 7 };
    renderWithProviders(<SubscribersScreen />, {
      answers: {
        '/subscription/list': { data: { totalItems: [onCard, { ...ben, pointsBalance: 0 }], totalCount: 2 } },
        '/subscription/details': { data: onCard, history: [] },
      },
    });
    const table = await subscribersTable(2);
    expect(headersOf(table)).toEqual([
      'Subscriber Name',
      'Giftcard Balance',
      'Wallet Balance',
      'Points Balance',
      'Stamps',
      'Subscribed On',
    ]);
    const [, avaRow, benRow] = within(table).getAllByRole('row');
    expect(avaRow).toHaveTextContent(/Ava Brown\$36\.00\$6\.50072 Nov 2026$/);
    expect(benRow).toHaveTextContent(/Ben Chen\$36\.00\$6\.50002 Nov 2026$/);
    await user.click(screen.getByText('Ava Brown'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    const balances = await within(dialog).findByRole('region', { name: 'Balance Information' });
    expect([...balances.querySelectorAll('dl > div')].map((pair) => pair.textContent)).toEqual([
      'Points Balance0',
      'Stamps Balance7',
      'Wallet Balance$6.50',
      'Giftcard Balance$36.00',
    ]);
  });

  it('opens Customer Details with its four groups and the history here, from the details call', async () => {
    const user = userEvent.setup();
    const refund = activityItem({ id: 'refund:1', kind: 'refund', refunded: 4 });
    const { calls } = renderWithProviders(<SubscribersScreen />, {
      answers: {
        '/subscription/list': { data: { totalItems: [ava, ben], totalCount: 2 } },
        '/subscription/details': { data: ava, history: [refund] },
      },
    });
    await user.click(await screen.findByText('Ava Brown'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    await within(dialog).findByRole('heading', { name: 'Basic Information' });
    const groups = within(dialog)
      .getAllByRole('region')
      .map((group) => [
        within(group).getByRole('heading').textContent,
        [...group.querySelectorAll('dl > div')].map((pair) => pair.textContent),
      ]);
    expect(groups).toEqual([
      ['Basic Information', ['NameAva Brown', 'Emailava@example.com', 'Subscribed On2 Nov 2026', 'TierNone']],
      ['Balance Information', ['Points Balance1,250', 'Wallet Balance$6.50', 'Giftcard Balance$36.00']],
      ['Activity Statistics', ['Total Points Earned1,800', 'Total Money Spent$142.25', 'Times Shopped7']],
      ['Additional Information', ['Times Redeemed2', 'Total Referred0', 'Referred ByNo one']],
      ['History', []],
    ]);
    // The history in the words the member's own app uses, about them.
    const history = within(dialog).getByRole('table', { name: 'History: Ava Brown' });
    expect(within(history).getByRole('rowheader', { name: 'Refund to their wallet' })).toBeVisible();
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('$4.00 to their wallet');
    expect(calls.find((c) => c.path === '/subscription/details')?.body).toEqual({ customerId: '402715938' });
  });

  it("says the server's 'Customer not found.' for a member no longer subscribed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribersScreen />, {
      answers: {
        '/subscription/list': { data: { totalItems: [ben], totalCount: 1 } },
        '/subscription/details': new ApiError('Customer not found.', 404, 'Customer not found.'),
      },
    });
    await user.click(await screen.findByText('Ben Chen'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(await within(dialog).findByText('Customer not found.')).toBeVisible();
  });

  it("says 'Failed to load subscribers' when the list fails, and 'No subscribers found' when empty", async () => {
    renderWithProviders(<SubscribersScreen />, {
      answers: { '/subscription/list': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByText('Failed to load subscribers')).toBeVisible();
    expect(screen.getByText('No subscribers found')).toBeVisible();
  });
});
