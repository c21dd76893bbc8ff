import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { TransactionsScreen } from './transactions-screen';

const at = '2026-11-24T04:05:00.000Z';
const place = { storeName: 'Circular Quay', counter: 'Counter 1' };

const reward = (i: number) => ({
  id: `rt-${i}`,
  createdAt: at,
  customerId: '402715938',
  customerName: 'Ava Brown',
  totalBillingAmount: 20 + i,
  walletRedeemAmount: 0,
  giftCardRedeemAmount: 0,
  pointsEarned: 20,
  initiator: 'Olive Owner',
  ...place,
  status: 'COMPLETED' as const,
  completedAt: at,
});

const walletRows = [
  {
    id: '1',
    transactionId: 'rt-1',
    createdAt: at,
    toId: '402715938',
    toName: 'Ava Brown',
    billingAmount: 1250,
    type: 'Reward' as const,
    kind: 'Reward' as const,
    fromName: 'Sam Staff',
    ...place,
  },
  {
    id: '2',
    transactionId: 'rt-1',
    createdAt: at,
    toId: '402715938',
    toName: 'Ava Brown',
    billingAmount: -6,
    type: 'Redeem' as const,
    kind: 'Redeem' as const,
    fromName: 'Sam Staff',
    ...place,
  },
];

const answers = {
  '/rewardtransaction/list': (body: { offset: number }) => ({
    rewardTransactions: [0, 1, 2, 3, 4].map((i) => reward(body.offset + i)).slice(0, 7 - body.offset),
    totalCount: 7,
  }),
  '/transaction/wallet/list': { transactions: walletRows, totalCount: 2 },
  '/transaction/giftcard/list': { transactions: [], totalCount: 0 },
  '/transaction/wallet/export': 'Transaction ID,Date\nrt-1,24/11/2026 15:05:00\n',
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => vi.restoreAllMocks());

describe('transactions', () => {
  it('pages reward transactions 5 at a time with the columns of the spec', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<TransactionsScreen />, { answers });
    const table = await screen.findByRole('grid', { name: 'Reward' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(5));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Transaction ID', 'Date', 'Customer ID', 'Billing Amount', 'Initiator', 'Status']);
    expect(rowsOf(table)[0]).toHaveTextContent('rt-0');
    expect(rowsOf(table)[0]).toHaveTextContent('402715938$20.00Olive OwnerCompleted');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/rewardtransaction/list').map((c) => c.body)).toEqual([
      { offset: 0, limit: 5 },
      { offset: 5, limit: 5 },
    ]);
  });

  it('shows Reward wallet entries in points and the others in dollars; a new tab starts at page 1', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<TransactionsScreen />, { answers });
    await screen.findByRole('grid', { name: 'Reward' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('tab', { name: 'Wallet' }));
    const table = await screen.findByRole('grid', { name: 'Wallet' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Transaction ID', 'Date', 'Customer ID', 'Amount', 'Type', 'From']);
    expect(rowsOf(table)[0]).toHaveTextContent('1,250 pointsRewardSam Staff');
    expect(rowsOf(table)[1]).toHaveTextContent('-$6.00RedeemSam Staff');
    expect(calls.filter((c) => c.path === '/transaction/wallet/list').map((c) => c.body)).toEqual([
      { offset: 0, limit: 5 },
    ]);
  });

  it('names what each gift-card entry was, so a sale and a redemption do not look alike', async () => {
    const user = userEvent.setup();
    const entry = (type: 'Purchase' | 'Redeem', transactionId: string) => ({
      id: `gc-${transactionId}`,
      transactionId,
      createdAt: at,
      fromId: '402715938',
      fromName: 'Ava Brown',
      amount: 50,
      type,
      giftCardId: 'card-1',
      actorName: 'Sam Staff',
      ...place,
    });
    renderWithProviders(<TransactionsScreen />, {
      answers: {
        ...answers,
        '/transaction/giftcard/list': {
          transactions: [entry('Redeem', 'rt-9'), entry('Purchase', 'card-1')],
          totalCount: 2,
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Redeem Giftcards' }));
    const table = await screen.findByRole('grid', { name: 'Redeem Giftcards' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Transaction ID', 'Date', 'Customer ID', 'Amount', 'Type', 'Customer Name']);
    expect(rowsOf(table)[0]).toHaveTextContent('$50.00RedeemedAva Brown');
    expect(rowsOf(table)[1]).toHaveTextContent('$50.00SoldAva Brown');
  });

  it('opens the tab a link names, and the address follows the tab shown', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TransactionsScreen />, {
      path: '/transactions?tab=wallet',
      answers,
    });
    expect(await screen.findByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('grid', { name: 'Wallet' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Reward' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reward'));
  });

  it("says 'No Transactions found' for a tab without any", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransactionsScreen />, { answers });
    await user.click(await screen.findByRole('tab', { name: 'Redeem Giftcards' }));
    const table = await screen.findByRole('grid', { name: 'Redeem Giftcards' });
    expect(await within(table).findByText('No Transactions found')).toBeVisible();
  });

  it("saves the tab's CSV under the server's file name", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => (void blob, 'blob:csv'));
    // jsdom has no Blob URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = renderWithProviders(<TransactionsScreen />, { answers });
    await user.click(await screen.findByRole('tab', { name: 'Wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('wallet-transactions.csv');
    expect(link.href).toBe('blob:csv');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('rt-1,24/11/2026');
    expect(calls.map((c) => c.path)).toContain('/transaction/wallet/export');
  });
});
