import { ApiError } from '@countertop/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerDetailsRoute } from '@/app/routes/app/customer-details';
import type { FakeAnswers } from '@/test/render-with-providers';
import { ava } from '@/test/member-summary';
import { renderWithProviders } from '@/test/render-with-providers';

const store = { storeId: 's1', storeName: 'Circular Quay', counter: 'Counter 1', isOperational: true };
const member = {
  name: 'Ava Nguyen',
  email: 'ava.nguyen@members.example',
  id: '402715938',
  walletBalance: 10,
  giftCardBalance: 40,
};
const created = {
  message: 'Waiting for the customer',
  rtId: 'rt-1',
  status: 'INITIATED',
  billingAmount: 20,
  walletRedeemAmount: 5,
  giftCardRedeemAmount: 2.5,
  balanceAmount: 12.5,
  expiresAt: '2026-11-21T14:00:00.000Z',
};
const rewarded = {
  message: 'Rewarded',
  data: {
    rtId: 'rt-1',
    billingAmount: 25.4,
    walletRedeemAmount: 0,
    giftCardRedeemAmount: 0,
    paidAmount: 25.4,
    pointsEarned: 25,
    bonusPoints: 0,
    pointsConverted: 0,
    stampsEarned: 0,
    stampsConverted: 0,
    walletCredited: 0,
    pointsBalance: 187,
    stampsBalance: 0,
    walletBalance: 10,
    tier: null,
  },
};
const template = (id: string, faceValue: number, discount: number, validity: number | null) => ({
  id,
  faceValue,
  discount,
  actualValue: faceValue * (1 - discount / 100),
  soldNumber: 0,
  status: 'Published',
  validity,
  termsOfUse: { useInStore: true, useOnline: true },
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  deletedAt: null,
});
const giftCards = {
  data: { totalItems: [template('g50', 50, 10, 365), template('g100', 100, 0, null)], totalCount: 2 },
};
const sold = {
  message: 'Sold',
  data: { giftCardId: 'c1', templateId: 'g50', faceValue: 50, pricePaid: 45, expiresAt: null, gcBalance: 90 },
};
const refunded = { message: 'Refunded', data: { refundId: 'r1', refundAmount: 0.5, walletBalance: 10.5 } };

/** Answers a status poll from the list in turn, repeating the last one. */
function statuses(...answers: (string | Error)[]) {
  let i = 0;
  return () => {
    const answer = answers[Math.min(i++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return { rtId: 'rt-1', status: answer };
  };
}

function open(answers: FakeAnswers = {}, { withStore = true } = {}) {
  if (withStore) localStorage.setItem('store', JSON.stringify(store));
  const view = renderWithProviders(<CustomerDetailsRoute />, {
    path: '/customer-details',
    state: { member },
    answers: {
      '/customer/details': ava,
      '/rewardtransaction/add': created,
      '/rewardtransaction/status': statuses('INITIATED'),
      '/rewardtransaction/reward': rewarded,
      '/rewardtransaction/delete': { message: 'Deleted', rtId: 'rt-1', status: 'DELETED' },
      '/giftcard/list': giftCards,
      '/giftcard/sell': sold,
      '/customer/refund': refunded,
      ...answers,
    },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const pathsCalled = () => view.calls.map((c) => c.path);
  const count = (path: string) => pathsCalled().filter((p) => p === path).length;
  return { ...view, user, pathsCalled, count };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function enterAmounts(
  user: ReturnType<typeof userEvent.setup>,
  billing: string,
  wallet = '',
  giftCard = '',
) {
  await user.type(field('Billing Amount'), billing);
  if (wallet) await user.type(field('Wallet Redeem Amount'), wallet);
  if (giftCard) await user.type(field('Giftcard Redeem Amount'), giftCard);
}

// Many steps each, with timers: slower than the default 5 s on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('customer details screen', () => {
  it("shows the member's stamp card at a shop on stamps", async () => {
    open({ '/customer/details': { ...ava, rewardType: 'Stamps', stampsBalance: 6, stampsPerReward: 9 } });
    expect(await screen.findByText('Stamps: 6 of 9')).toBeVisible();
  });

  it('says in the popup what a stamp did to the card, and what a full card gave', async () => {
    const onStamps = { ...ava, rewardType: 'Stamps', stampsBalance: 8, stampsPerReward: 9 };
    const full = { stampsEarned: 1, stampsConverted: 9, stampsBalance: 0, walletCredited: 4.5 };
    const { user } = open({
      '/customer/details': onStamps,
      '/rewardtransaction/reward': { ...rewarded, data: { ...rewarded.data, pointsEarned: 0, ...full } },
    });
    await enterAmounts(user, '4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /^I confirm that I've collected/ }));
    await user.click(screen.getByRole('button', { name: 'Reward' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Reward transaction completed successfully!');
    expect(dialog).toHaveTextContent('Stamps0 of 9');
    expect(dialog).toHaveTextContent('Full card, added to the wallet$4.50');
  });

  it("shows the member's tier beside their name at a shop with tiers", async () => {
    open({ '/customer/details': { ...ava, tier: { name: 'Gold', multiplier: 2 } } });
    const heading = await screen.findByRole('heading', { level: 1, name: /^Ava Nguyen/ });
    await waitFor(() => expect(heading).toHaveTextContent('Ava Nguyen Gold tier · ×2 points'));
  });

  it('shows no tier for a member below the lowest one', async () => {
    const { count } = open();
    await waitFor(() => expect(count('/customer/details')).toBe(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ava Nguyen$/);
  });

  it('shows no stamp card for a member without stamps at a shop on points', async () => {
    const { count } = open();
    await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(count('/customer/details')).toBe(1));
    expect(screen.queryByText(/^Stamps:/)).not.toBeInTheDocument();
  });

  it('says why Next and Refund are grey: an amount over $1,000,000, none yet, no confirmation', async () => {
    const { user } = open();
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveAccessibleDescription('Enter a billing amount above $0.00 to continue.');
    await user.type(field('Billing Amount'), '1000000.01');
    expect(field('Billing Amount')).toHaveAccessibleDescription(
      'Billing Amount cannot be more than $1,000,000.',
    );
    expect(next).toHaveAccessibleDescription('Correct the amounts above to continue.');

    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    const refund = await screen.findByRole('button', { name: 'Refund' });
    expect(refund).toHaveAccessibleDescription('Enter a refund amount above $0.00.');
    await user.type(field('Enter Refund Amount'), '2000000');
    expect(field('Enter Refund Amount')).toHaveAccessibleDescription(
      'Refund amount cannot be more than $1,000,000.',
    );
    await user.clear(field('Enter Refund Amount'));
    await user.type(field('Enter Refund Amount'), '5');
    expect(refund).toHaveAccessibleDescription('Tick the confirmation to refund.');
  });

  it('without customer data says so', () => {
    renderWithProviders(<CustomerDetailsRoute />, { path: '/customer-details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Details' })).toBeVisible();
    expect(screen.getByText('No customer data available.')).toBeVisible();
  });

  it('says which search found no one, in place of the previous member', () => {
    renderWithProviders(<CustomerDetailsRoute />, {
      path: '/customer-details',
      state: { notFound: 'nobody' },
    });
    expect(screen.getByText('No customer found for "nobody"')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Reward' })).not.toBeInTheDocument();
  });

  it('shows the member, a close button and the three modes, and loads fresh balances', async () => {
    const { user, calls, router } = open({ '/customer/details': { ...ava, walletBalance: 12.5 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    expect(screen.getByText(/Member ID: 402715938/)).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reward', 'Sell', 'Refund']);
    expect(screen.getByRole('heading', { name: 'Reward Customer' })).toBeVisible();
    expect(await screen.findByText('Available wallet balance: $12.50')).toBeVisible();
    expect(screen.getByText('Available gift card balance: $40.00')).toBeVisible();
    expect(calls[0]).toEqual({ path: '/customer/details', body: { customerId: '402715938' } });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('reward without redemption', () => {
  it('locks the billing amount, needs the collection confirmed, rewards and goes back after 2 s', async () => {
    const { user, calls, options, router } = open();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await enterAmounts(user, '0');
    expect(next).toBeDisabled();
    await user.clear(field('Billing Amount'));
    await enterAmounts(user, '25.4');
    await user.click(next);

    expect(field('Billing Amount')).toHaveAttribute('readonly');
    expect(field('Balance Amount')).toHaveValue('$25.40');
    expect(screen.queryByText('Customer Authorization:')).not.toBeInTheDocument();
    const reward = screen.getByRole('button', { name: 'Reward' });
    expect(reward).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: "I confirm that I've collected $25.40 from the customer" }),
    );
    expect(reward).toBeEnabled();
    await user.click(reward);

    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Reward transaction completed successfully!');
    expect(screen.getByText('Customer has been rewarded successfully!')).toBeInTheDocument();
    const call = calls.findIndex((c) => c.path === '/rewardtransaction/reward');
    expect(calls[call]?.body).toEqual({
      customerId: '402715938',
      billingAmount: '25.40',
      storeId: 's1',
      counter: 'Counter 1',
    });
    expect(options[call]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(router.state.location.pathname).toBe('/customer-details');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a failed reward shows the error popup and goes back all the same', async () => {
    const { user, router } = open({
      '/rewardtransaction/reward': new ApiError(
        'Billing amount is too large',
        400,
        'Billing amount is too large',
      ),
    });
    await enterAmounts(user, '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reward' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error completing the reward transaction.');
    expect(dialog).toHaveTextContent('Billing amount is too large');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('reward amount rules', () => {
  it('refuses more than the balances and more than the bill', async () => {
    const { user } = open();
    await screen.findByText('Available wallet balance: $10.00');
    await enterAmounts(user, '12', '10.01');
    expect(screen.getByText('Cannot exceed the available wallet balance of $10.00.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.clear(field('Wallet Redeem Amount'));
    await user.type(field('Wallet Redeem Amount'), '8');
    await user.type(field('Giftcard Redeem Amount'), '4.01');
    expect(
      screen.getByText('The sum of wallet and gift card redeem amounts cannot exceed the billing amount.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(field('Giftcard Redeem Amount'), '{Backspace}{Backspace}{Backspace}');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('accepts only digits with at most two decimals', async () => {
    const { user } = open();
    await user.type(field('Billing Amount'), '12.345abc');
    expect(field('Billing Amount')).toHaveValue('12.34');
  });
});

describe('reward with redemption', () => {
  it('asks the member, polls every 5 s until authorised, then rewards', async () => {
    const { user, calls, count } = open({
      '/rewardtransaction/status': statuses('INITIATED', 'INITIATED', 'CUSTOMER_APPROVED'),
    });
    await screen.findByText('Available wallet balance: $10.00');
    await enterAmounts(user, '20', '5', '2.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('textbox', { name: 'Transaction ID' })).toHaveValue('rt-1');
    expect(calls.find((c) => c.path === '/rewardtransaction/add')?.body).toEqual({
      customerId: '402715938',
      billingAmount: '20.00',
      wallet: '5.00',
      gc: '2.50',
      storeId: 's1',
      counter: 'Counter 1',
    });
    expect(field('Balance Amount')).toHaveValue('$12.50');
    expect(screen.getByRole('status')).toHaveTextContent('Pending');
    expect(screen.getByRole('progressbar', { name: 'Waiting for the customer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: "I confirm that I've collected $12.50 from the customer" }),
    );
    expect(screen.getByRole('button', { name: 'Reward' })).toBeDisabled();

    await waitFor(() => expect(count('/rewardtransaction/status')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(count('/rewardtransaction/status')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(count('/rewardtransaction/status')).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Authorized');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(count('/rewardtransaction/status')).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Reward' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent(
      'Reward transaction with redeem amounts completed successfully!',
    );
    expect(calls.find((c) => c.path === '/rewardtransaction/reward')?.body).toEqual({
      customerId: '402715938',
      billingAmount: '20.00',
      rtId: 'rt-1',
      storeId: 's1',
      counter: 'Counter 1',
    });
  });

  it('Refresh asks at once', async () => {
    const { user, count } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(count('/rewardtransaction/status')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(count('/rewardtransaction/status')).toBe(2));
  });

  it('a rejection stops polling and offers Try Again, which returns to the amounts', async () => {
    const { user, count, calls } = open({ '/rewardtransaction/status': statuses('CUSTOMER_REJECTED') });
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rejected'));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count('/rewardtransaction/status')).toBe(1);
    expect(screen.getByRole('button', { name: 'Reward' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(field('Billing Amount')).not.toHaveAttribute('readonly');
    expect(field('Wallet Redeem Amount')).toHaveValue('5.00');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } }),
    );
  });

  it('a failed poll shows error and stops polling', async () => {
    const { user, count } = open({
      '/rewardtransaction/status': statuses(
        'INITIATED',
        new ApiError('Something went wrong', 500, undefined),
      ),
    });
    await enterAmounts(user, '20', '', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(count('/rewardtransaction/status')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('error'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(count('/rewardtransaction/status')).toBe(2);
  });

  it('any other status is shown as it is, and polling stops', async () => {
    const { user, count } = open({ '/rewardtransaction/status': statuses('EXPIRED') });
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('EXPIRED'));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count('/rewardtransaction/status')).toBe(1);
  });

  it('a fully redeemed bill needs no confirmation', async () => {
    const { user } = open({
      '/rewardtransaction/add': { ...created, balanceAmount: 0 },
      '/rewardtransaction/status': statuses('CUSTOMER_APPROVED'),
    });
    await enterAmounts(user, '10', '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Authorized'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reward' })).toBeEnabled();
  });

  it('leaving the screen withdraws the pending transaction and stops polling', async () => {
    const { user, count, calls, unmount } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(count('/rewardtransaction/status')).toBe(1));
    unmount();
    expect(calls.at(-1)).toEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count('/rewardtransaction/status')).toBe(1);
  });

  it('opening another member withdraws the pending transaction and starts afresh', async () => {
    const { user, calls, router } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Transaction ID' });
    const liam = { name: "Liam O'Connor", id: '517204863', walletBalance: 0, giftCardBalance: 0 };
    await act(() => router.navigate('/customer-details', { state: { member: liam }, replace: true }));
    expect(screen.getByRole('heading', { level: 1, name: "Liam O'Connor" })).toBeVisible();
    expect(calls).toContainEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } });
    expect(field('Billing Amount')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Transaction ID' })).not.toBeInTheDocument();
  });

  it('closing or reloading the page withdraws the pending transaction once', async () => {
    const { user, calls, unmount } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Transaction ID' });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    const withdrawals = calls.filter((c) => c.path === '/rewardtransaction/delete');
    expect(withdrawals).toEqual([{ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } }]);
  });

  it('the next load of the tab withdraws a transaction whose page went away unanswered', async () => {
    const first = open();
    await enterAmounts(first.user, '20', '5');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Transaction ID' });
    // A reload: pagehide fires but the request sent then may be dropped, and React never unmounts.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const { calls } = open();
    await screen.findByRole('heading', { level: 1 });
    expect(calls).toContainEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } });
    expect(sessionStorage.getItem('pendingRewardTransaction')).toBeNull();
  });

  it('Cancel leaves the screen and withdraws the transaction', async () => {
    const { user, router, calls } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Transaction ID' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.at(-1)).toEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } });
  });

  it('without a stored store the transaction is not created', async () => {
    const { user, count } = open({}, { withStore: false });
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Store data not found')).toBeInTheDocument();
    expect(count('/rewardtransaction/add')).toBe(0);
  });
});

describe('modes', () => {
  it('leaving reward clears its fields and withdraws a pending transaction; coming back reloads balances', async () => {
    const { user, calls, count } = open();
    await enterAmounts(user, '20', '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Transaction ID' });
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    expect(calls.at(-1)).toEqual({ path: '/rewardtransaction/delete', body: { rtId: 'rt-1' } });
    await user.click(screen.getByRole('tab', { name: 'Reward' }));
    expect(field('Billing Amount')).toHaveValue('');
    expect(field('Wallet Redeem Amount')).toHaveValue('');
    await waitFor(() => expect(count('/customer/details')).toBe(2));
  });

  it('sells a chosen gift card once the payment is confirmed', async () => {
    const { user, calls, options, router } = open();
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.getByRole('heading', { name: 'Sell Giftcards' })).toBeVisible();
    // The sell panel loads when its tab is chosen.
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Gift Card/ }));
    await user.click(await screen.findByRole('option', { name: '$50.00 (10% off)' }));
    const table = screen.getByRole('table', { name: 'Gift card details' });
    expect(within(table).getByRole('row', { name: /Amount \$50\.00/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Discount 10%/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Validity 365 days/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Actual Amount \$45\.00/ })).toBeVisible();
    expect(send).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that the payment for this gift card has been successfully received.',
      }),
    );
    await user.click(send);
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent(
      'Giftcard sold successfully!',
    );
    expect(calls.find((c) => c.path === '/giftcard/list')?.body).toEqual({
      offset: 0,
      limit: 10,
      status: ['Published'],
      storeId: 's1',
    });
    const sell = calls.findIndex((c) => c.path === '/giftcard/sell');
    expect(calls[sell]?.body).toEqual({
      cartItems: [{ id: 'g50' }],
      customerId: '402715938',
      storeId: 's1',
      counter: 'Counter 1',
    });
    expect(options[sell]).toMatchObject({ successToast: false, errorToast: false });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('leaving sell clears the chosen card and the confirmation', async () => {
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(await screen.findByRole('button', { name: /^Gift Card/ }));
    await user.click(await screen.findByRole('option', { name: '$100.00' }));
    expect(screen.getByRole('row', { name: /Validity Never expires/ })).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('tab', { name: 'Reward' }));
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('a failed sale says so and goes back', async () => {
    const { user, router } = open({
      '/giftcard/sell': new ApiError('Gift card not on sale', 409, 'Gift card not on sale'),
    });
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(await screen.findByRole('button', { name: /^Gift Card/ }));
    await user.click(await screen.findByRole('option', { name: '$50.00 (10% off)' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Error selling the giftcard.',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refunds an amount above 0 once confirmed', async () => {
    const { user, calls } = open();
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    expect(screen.getByRole('heading', { name: 'Refund Customer' })).toBeVisible();
    // The refund panel loads when its tab is chosen.
    const refund = await screen.findByRole('button', { name: 'Refund' });
    await user.type(field('Enter Refund Amount'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm to process this refund' }));
    expect(refund).toBeDisabled();
    await user.type(field('Enter Refund Amount'), '.5');
    expect(refund).toBeEnabled();
    await user.click(refund);
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent(
      'Refund processed successfully!',
    );
    expect(calls.find((c) => c.path === '/customer/refund')?.body).toEqual({
      customerId: '402715938',
      refundAmount: '0.50',
      storeId: 's1',
      counter: 'Counter 1',
    });
  });

  it('leaving refund clears the amount and the confirmation', async () => {
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    await user.type(await screen.findByRole('textbox', { name: /^Enter Refund Amount/ }), '5');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    expect(field('Enter Refund Amount')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('a refund without a stored store fails with Store data not found', async () => {
    const { user, count } = open({}, { withStore: false });
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    await user.type(await screen.findByRole('textbox', { name: /^Enter Refund Amount/ }), '5');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Store data not found',
    );
    expect(count('/customer/refund')).toBe(0);
  });
});

const purchase = (
  rtId: string,
  billingAmount: number,
  returnableAmount: number,
  storeName: string | null,
) => ({
  rtId,
  createdAt: '2026-11-20T03:04:00.000Z',
  billingAmount,
  returnableAmount,
  storeName,
});
const purchases = {
  totalItems: [purchase('p-80', 80, 40, 'Circular Quay'), purchase('p-25', 25.5, 25.5, null)],
  totalCount: 2,
};
const returned = {
  message: 'Returned',
  data: {
    rtId: 'p-80',
    returnedAmount: 40,
    pointsReversed: 50,
    walletReturned: 10,
    giftcardReturned: 5,
    giftcardToWallet: 0,
    cashReturned: 25,
    pointsShortfall: 0,
    stampsReversed: 0,
    stampsShortfall: 0,
    returnableLeft: 0,
  },
};

async function openReturn(answers: FakeAnswers = {}) {
  const view = open({ '/customer/purchases': purchases, '/rewardtransaction/return': returned, ...answers });
  await view.user.click(screen.getByRole('tab', { name: 'Refund' }));
  await view.user.click(await screen.findByRole('radio', { name: /^Return a purchase/ }));
  return view;
}

describe('return a purchase', () => {
  it('refund mode offers store credit first and returning a purchase; store credit is the refund as before', async () => {
    const { user, count } = open({ '/customer/purchases': purchases });
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    const credit = await screen.findByRole('radio', { name: /^Refund Customer/ });
    expect(credit).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Return a purchase/ })).not.toBeChecked();
    expect(field('Enter Refund Amount')).toBeVisible();
    // The purchases are asked for only once returning is chosen.
    expect(count('/customer/purchases')).toBe(0);
    await user.click(screen.getByRole('radio', { name: /^Return a purchase/ }));
    expect(await screen.findByRole('radiogroup', { name: 'Purchase to return' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Enter Refund Amount/ })).not.toBeInTheDocument();
  });

  it('lists the returnable purchases and says why Return is grey until one is chosen', async () => {
    const { calls } = await openReturn();
    const list = await screen.findByRole('radiogroup', { name: 'Purchase to return' });
    const options = within(list).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName(/Circular Quay$/);
    expect(options[0]).toHaveAccessibleDescription('Billed $80.00 · $40.00 left to return');
    expect(options[1]).toHaveAccessibleName(/No store$/);
    expect(screen.getByRole('button', { name: 'Return' })).toHaveAccessibleDescription(
      'Choose a purchase to return.',
    );
    expect(calls.find((c) => c.path === '/customer/purchases')?.body).toEqual({
      customerId: '402715938',
      offset: 0,
      limit: 10,
    });
  });

  it('the amount defaults to all that is left, and more than that is refused in the field', async () => {
    const { user } = await openReturn();
    await user.click(await screen.findByRole('radio', { name: /Circular Quay$/ }));
    expect(field('Return Amount')).toHaveValue('40.00');
    const send = screen.getByRole('button', { name: 'Return' });
    expect(send).toHaveAccessibleDescription('Tick the confirmation to return.');
    await user.clear(field('Return Amount'));
    await user.type(field('Return Amount'), '40.01');
    expect(field('Return Amount')).toHaveAccessibleDescription(
      /Cannot exceed what is left to return on this purchase, \$40\.00\./,
    );
    expect(send).toHaveAccessibleDescription('Correct the return amount to continue.');
    expect(send).toBeDisabled();
    // Another purchase: its own amount left.
    await user.click(screen.getByRole('radio', { name: /No store$/ }));
    expect(field('Return Amount')).toHaveValue('25.50');
  });

  it('returns part of a purchase once confirmed, with an Idempotency-Key, and holds what came back until OK while there is cash to hand back', async () => {
    const { user, calls, options, router } = await openReturn();
    await user.click(await screen.findByRole('radio', { name: /Circular Quay$/ }));
    await user.clear(field('Return Amount'));
    await user.type(field('Return Amount'), '20');
    await user.click(
      screen.getByRole('checkbox', { name: 'I confirm the customer returns $20.00 of this purchase' }),
    );
    await user.click(screen.getByRole('button', { name: 'Return' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(popup).toHaveTextContent('Purchase returned successfully!');
    const figures = within(popup)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Returned: $40.00',
      'Hand back in cash: $25.00',
      'Back to the wallet: $10.00',
      'Back to gift cards: $5.00',
      'Points taken back: 50',
      'Still returnable: $0.00',
    ]);
    const call = calls.findIndex((c) => c.path === '/rewardtransaction/return');
    expect(calls[call]?.body).toEqual({ rtId: 'p-80', amount: '20.00', storeId: 's1', counter: 'Counter 1' });
    expect(options[call]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/customer-details');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a return with no cash to hand back goes back after 2 s', async () => {
    const noCash = { ...returned, data: { ...returned.data, walletReturned: 35, cashReturned: 0 } };
    const { user, router } = await openReturn({ '/rewardtransaction/return': noCash });
    await user.click(await screen.findByRole('radio', { name: /Circular Quay$/ }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent(
      'Hand back in cash$0.00',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a refused return shows the server reason in the error popup', async () => {
    const { user } = await openReturn({
      '/rewardtransaction/return': new ApiError(
        'Conflict',
        409,
        'The return amount is more than can still be returned on this purchase ($10.00).',
      ),
    });
    await user.click(await screen.findByRole('radio', { name: /Circular Quay$/ }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(popup).toHaveTextContent('Error returning the purchase.');
    expect(popup).toHaveTextContent('($10.00)');
  });

  it('says when nothing can be returned, and offers more when there are more', async () => {
    const { unmount } = await openReturn({ '/customer/purchases': { totalItems: [], totalCount: 0 } });
    expect(
      await screen.findByText(
        'Nothing to return: this member has no purchases here that are not already returned.',
      ),
    ).toBeVisible();
    unmount();
    const many = Array.from({ length: 10 }, (_, i) => purchase(`p${i}`, 10 + i, 10 + i, 'Circular Quay'));
    const { user, calls } = await openReturn({
      '/customer/purchases': (body: { limit: number }) => ({
        totalItems: [...many, purchase('p10', 99, 99, 'Circular Quay')].slice(0, body.limit),
        totalCount: 11,
      }),
    });
    expect(await screen.findByText('Showing the newest 10 of 11.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more purchases' }));
    expect(
      await screen.findByRole('radio', { name: /Circular Quay$/, description: /\$99\.00 left/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more purchases' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/customer/purchases').at(-1)?.body).toMatchObject({ limit: 20 });
  });
});
