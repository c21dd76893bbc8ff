import { ApiError } from '@countertop/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityItem } from '@countertop/app-kit/testing';
import { fakeSocket } from '@countertop/app-kit/testing';
import { memberAnswers, renderApp, testMember } from '@/app/render-app';
import { shopBalances, shopEntry } from '@/test/shops';

/** The socket's answer to 'get-chat' for a conversation with Harbour Lane Coffee (b1) with no messages yet. */
const emptyChat = () => ({
  ok: true,
  chat: [],
  memberId: testMember.memberId,
  businessId: 'b1',
  page: 1,
  hasMore: false,
});

const pending = {
  rtId: 'rt-1',
  businessId: 'b1',
  businessName: 'Harbour Lane Coffee',
  brandColor: null,
  storeName: 'Circular Quay',
  billingAmount: 30,
  walletRedeemAmount: 10,
  giftCardRedeemAmount: 12.5,
  balanceAmount: 7.5,
  createdAt: '2026-06-15T01:00:00.000Z',
  expiresAt: '2026-06-15T01:10:00.000Z',
};

describe('the member app', () => {
  it('sends a signed-out visitor to Sign in', async () => {
    renderApp('/', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('signs in with an e-mail code: the demo code is filled in, and the pass opens', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/sign-in', {
      signedIn: false,
      answers: {
        ...memberAnswers(),
        '/user/loginotp': { message: 'OTP sent', otp: '123456' },
        '/user/verifyloginotp': { token: 't', data: testMember, message: 'Logged in' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ava@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('textbox', { name: /^Code/ })).toHaveValue('123456');
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    const verify = calls.find((c) => c.path === '/user/verifyloginotp');
    expect(verify?.body).toMatchObject({
      userType: 'C',
      client: 'Web',
      user: { email: 'ava@example.com', otp: 123456 },
    });
  });

  it('speaks of a code, never of an OTP, in its own texts and in those of the server', async () => {
    const user = userEvent.setup();
    const invalid = 'Invalid or expired OTP. Please check the code or request a new one.';
    renderApp('/sign-in', {
      signedIn: false,
      answers: {
        ...memberAnswers(),
        '/user/loginotp': {
          message: 'If an account matches these details, we have sent a 6-digit OTP to that e-mail.',
        },
        '/user/verifyloginotp': new ApiError(invalid, 400, invalid),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'If an account matches these details, we have sent a 6-digit code to that e-mail.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(
      'The 6-digit code we e-mailed you',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code. Please check the code or request a new one.',
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'danger');
    expect(document.body).not.toHaveTextContent(/OTP/);
  });

  it('shows the pass: a QR code, the member ID, the username and balances per business', async () => {
    renderApp('/', {
      answers: memberAnswers({
        '/subscription/list': {
          subscriptions: [
            shopBalances({
              pointsBalance: 120,
              walletBalance: 7.5,
              gcBalance: 50,
              nextConversion: { points: 880, value: 100 },
            }),
          ],
        },
        '/businesses': { businesses: [shopEntry()] },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    const qr = screen.getByRole('img', { name: 'Member pass QR code' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Member ID: 402715938')).toBeVisible();
    expect(screen.getByText('Username: @ava.nguyen')).toBeVisible();
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByRole('heading', { level: 2, name: 'Harbour Lane Coffee' })).toBeVisible();
    expect(within(shop).getByText('$7.50')).toBeVisible();
    expect(within(shop).getByText('$50.00')).toBeVisible();
    expect(within(shop).getByText('120')).toBeVisible();
    expect(within(shop).getByText('880 points to your next $100.00')).toBeVisible();
  });

  it("shows a café's stamp card as stamps: the marks and '6 of 9 stamps', no points bar", async () => {
    renderApp('/', {
      answers: memberAnswers({
        '/subscription/list': {
          subscriptions: [
            shopBalances({ rewardType: 'Stamps', stampsBalance: 6, stampsPerReward: 9, walletBalance: 4.5 }),
          ],
        },
        '/businesses': { businesses: [shopEntry()] },
      }),
    });
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByText('6 of 9 stamps')).toBeVisible();
    expect(within(shop).getByText('6 of 9')).toBeVisible();
    expect(within(shop).queryByText('Points')).not.toBeInTheDocument();
    expect(within(shop).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the member's tier at a shop and what it takes to reach the next", async () => {
    renderApp('/', {
      answers: memberAnswers({
        '/subscription/list': {
          subscriptions: [
            shopBalances({
              pointsBalance: 190,
              tier: { name: 'Silver', multiplier: 1.25 },
              nextTier: { tierName: 'Gold', amount: 248, by: '2027-11-23' },
            }),
          ],
        },
        '/businesses': { businesses: [shopEntry()] },
      }),
    });
    const shop = await screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });
    expect(within(shop).getByText('Silver tier: ×1.25 points')).toBeVisible();
    expect(within(shop).getByText('Spend $248.00 more by 23 Nov 2027 to reach Gold')).toBeVisible();
  });

  it('lets a member without a name add one', async () => {
    const user = userEvent.setup();
    let name = '';
    const profile = () => ({
      memberId: testMember.memberId,
      username: 'ava.nguyen',
      name,
      email: 'ava@example.com',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    const { calls } = renderApp('/', {
      answers: memberAnswers({
        '/profile': profile,
        '/profile/update': (body: { name: string }) => {
          name = body.name.trim();
          return { message: 'Name saved', data: profile() };
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ava N');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/profile/update')).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava N' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();

    // A name can be changed later too.
    await user.click(screen.getByRole('button', { name: 'Change name' }));
    const field = screen.getByRole('textbox', { name: 'Your name' });
    expect(field).toHaveValue('Ava N');
    await user.clear(field);
    await user.type(field, 'Ava Nguyen');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
  });

  it("asks to approve a shop's payment, and approving answers it", async () => {
    const user = userEvent.setup();
    let list = [pending];
    const { calls } = renderApp('/', {
      answers: memberAnswers({
        '/rewardtransaction/pending': () => ({ rewardTransactions: list }),
        '/rewardtransaction/approve': () => {
          list = [];
          return { message: 'Approved', rtId: 'rt-1', status: 'CUSTOMER_APPROVED' };
        },
      }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve payment?' });
    expect(dialog).toHaveTextContent('Harbour Lane Coffee');
    for (const [label, amount] of [
      ['Billing amount', '$30.00'],
      ['Wallet', '$10.00'],
      ['Gift card', '$12.50'],
      ['Left to pay at the counter', '$7.50'],
    ]) {
      expect(within(dialog).getByRole('row', { name: `${label} ${amount}` })).toBeVisible();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/rewardtransaction/approve')?.body).toEqual({ rtId: 'rt-1' });
    expect(await screen.findByText('Payment approved. The counter will finish it.')).toBeVisible();
  });

  it('shows the next waiting request after an answer, and says when one was withdrawn meanwhile', async () => {
    const user = userEvent.setup();
    const second = { ...pending, rtId: 'rt-2', businessName: 'Corner Bakery' };
    renderApp('/', {
      answers: memberAnswers({
        // The list does not change: the answer failed because the shop had withdrawn it.
        '/rewardtransaction/pending': { rewardTransactions: [pending, second] },
        '/rewardtransaction/approve': new Error('Gone'),
      }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve payment?' });
    expect(dialog).toHaveTextContent('Harbour Lane Coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('That payment request has expired or was withdrawn by the shop.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Approve payment?' })).toHaveTextContent(
        'Corner Bakery',
      ),
    );
  });

  it('shows a request the socket announces at once, without waiting for the next poll', async () => {
    let list: (typeof pending)[] = [];
    renderApp('/', {
      answers: memberAnswers({ '/rewardtransaction/pending': () => ({ rewardTransactions: list }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
    await waitFor(() => expect(fakeSocket.listeners.has('rewardtransaction-status')).toBe(true));
    // Connected, the app asks only every 15 seconds: what shows before that came by the push. A
    // render takes a fraction of the 10 s allowed even on a loaded machine.
    act(() => fakeSocket.connect());
    list = [pending];
    fakeSocket.push('rewardtransaction-status', { rtId: 'rt-1', status: 'INITIATED', businessId: 'b1' });
    expect(
      await screen.findByRole('alertdialog', { name: 'Approve payment?' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('chats with a business the member belongs to, from the Chat link', async () => {
    const user = userEvent.setup();
    fakeSocket.answers = {
      'list-chats': () => ({ ok: true, conversationList: [], totalCount: 0, page: 1, limit: 50 }),
      'get-chat': emptyChat,
      'new-msg': (request) => ({
        ok: true,
        message: {
          _id: 'm1',
          from: 'C',
          sentAt: '2026-06-15T01:00:00.000Z',
          message: (request as { message: string }).message,
          isReadByB: false,
          isReadByC: true,
          senderId: testMember.memberId,
          customerId: testMember.memberId,
          customerName: testMember.name,
          businessId: 'b1',
          businessName: 'Harbour Lane Coffee',
        },
      }),
    };
    renderApp('/', {
      answers: memberAnswers({
        '/subscription/list': { subscriptions: [shopBalances()] },
        '/businesses': { businesses: [shopEntry()] },
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Chat' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    act(() => fakeSocket.connect());
    await user.click(await screen.findByRole('option', { name: /^Harbour Lane Coffee/ }));
    // Reading the thread asks the unread dot again (list-chats), so the thread's call is not the last.
    expect(fakeSocket.emitted.filter((e) => e.event === 'get-chat').at(-1)).toEqual({
      event: 'get-chat',
      request: { businessId: 'b1', page: 1, pageSize: 200 },
    });
    await user.type(await screen.findByPlaceholderText('Type a message'), 'Open on Sunday?{Enter}');
    expect(fakeSocket.emitted.at(-1)).toEqual({
      event: 'new-msg',
      request: { recipientId: 'b1', message: 'Open on Sunday?' },
    });
    expect(
      await screen.findByRole('log', { name: 'Conversation with Harbour Lane Coffee' }),
    ).toHaveTextContent('You: Open on Sunday?');
  });

  it('marks Chat while a message from a shop waits unread, until the member opens its conversation', async () => {
    const user = userEvent.setup();
    let unread = 0;
    const conversation = () => ({
      businessId: 'b1',
      businessName: 'Harbour Lane Coffee',
      totalUnreadByC: unread,
      lastMessage: 'Your coffee is ready',
      lastMessageAt: '2026-06-15T01:00:00.000Z',
    });
    fakeSocket.answers = {
      'list-chats': () => ({
        ok: true,
        conversationList: [conversation()],
        totalCount: 1,
        page: 1,
        limit: 50,
      }),
      'get-chat': () => {
        unread = 0;
        return emptyChat();
      },
    };
    renderApp('/', {
      answers: memberAnswers({
        '/subscription/list': { subscriptions: [shopBalances()] },
        '/businesses': { businesses: [shopEntry()] },
      }),
    });
    await waitFor(() => expect(fakeSocket.listeners.has('new-msg')).toBe(true));
    act(() => fakeSocket.connect());
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeVisible();

    unread = 1;
    act(() =>
      fakeSocket.push('new-msg', {
        _id: 'm1',
        from: 'B',
        sentAt: '2026-06-15T01:00:00.000Z',
        message: 'Your coffee is ready',
        isReadByB: true,
        isReadByC: false,
        senderId: 'u1',
        customerId: testMember.memberId,
        customerName: testMember.name,
        businessId: 'b1',
        businessName: 'Harbour Lane Coffee',
      }),
    );
    await user.click(await screen.findByRole('link', { name: /^Chat ?New messages$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Chat ?New messages$/ })).toBeVisible();

    await user.click(await screen.findByRole('option', { name: /^Harbour Lane Coffee/ }));
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeVisible();
  });

  it('rejecting answers it too', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/activity', {
      answers: memberAnswers({
        '/rewardtransaction/pending': { rewardTransactions: [pending] },
        '/rewardtransaction/reject': { message: 'Rejected', rtId: 'rt-1', status: 'CUSTOMER_REJECTED' },
      }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/rewardtransaction/reject')?.body).toEqual({ rtId: 'rt-1' });
    expect(await screen.findByText('Payment rejected. Nothing was taken.')).toBeVisible();
  });

  it('lists gift cards with their business, balance and expiry, and the activity by business', async () => {
    renderApp('/gift-cards', {
      answers: memberAnswers({
        '/giftcard/list': {
          giftCards: [
            {
              id: 'g1',
              businessId: 'b1',
              businessName: 'Harbour Lane Coffee',
              faceValue: 50,
              balance: 37.5,
              expiresAt: null,
              purchasedAt: '2026-06-01T00:00:00.000Z',
              state: 'live',
            },
            {
              id: 'g2',
              businessId: 'b2',
              businessName: 'Bakery',
              faceValue: 20,
              balance: 20,
              expiresAt: '2026-12-05T00:00:00.000Z',
              purchasedAt: '2026-06-01T00:00:00.000Z',
              state: 'live',
            },
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    expect(await screen.findByText('Balance: $37.50')).toBeVisible();
    expect(screen.getByText('Never expires')).toBeVisible();
    expect(screen.getByText('Expires 5 Dec 2026')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Bakery' })).toBeVisible();
  });

  it('lists the activity per shop, newest first, each with its date and time', async () => {
    renderApp('/activity', {
      answers: memberAnswers({
        '/activity/list': {
          activity: [
            activityItem({
              id: 'rt:1',
              kind: 'redemption',
              occurredAt: '2026-03-15T01:00:00.000Z',
              billingAmount: 30,
              walletRedeemed: 10,
            }),
            activityItem({
              id: 'refund:1',
              kind: 'refund',
              occurredAt: '2026-03-10T01:00:00.000Z',
              refunded: 10,
            }),
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Activity at Harbour Lane Coffee' });
    const rows = within(table).getAllByRole('row');
    // The hour is the test machine's time zone's.
    expect(rows[1]).toHaveTextContent(
      /^Paid with your balance15 Mar 2026, \d{1,2}:00 [ap]m · Bill \$30\.00 · Wallet used \$10\.00$/,
    );
    expect(rows[2]).toHaveTextContent(
      /^Refund to your wallet10 Mar 2026, \d{1,2}:00 [ap]m · \$10\.00 to your wallet$/,
    );
  });
});
