import { CONSENT_MESSAGES, type MemberBusiness } from '@countertop/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSocket } from '@countertop/app-kit/testing';
import { memberAnswers, renderApp } from '@/app/render-app';
import { shopBalances, shopEntry } from '@/test/shops';

const ANSWERED = '2026-06-15T01:00:00.000Z';
const MESSAGES = {
  accept: CONSENT_MESSAGES.accepted,
  leave: CONSENT_MESSAGES.left,
  block: CONSENT_MESSAGES.blocked,
};

/** The server's consent calls over one shop, as the member's answers change it. */
function consentServer(start: MemberBusiness) {
  let shop = start;
  const change = (action: keyof typeof MESSAGES, status: MemberBusiness['status']) => () => {
    // Leaving a blocked shop leaves it blocked.
    shop = { ...shop, status: action === 'leave' && shop.status === 'Blocked' ? 'Blocked' : status };
    shop = { ...shop, statusChangedAt: ANSWERED };
    return { message: MESSAGES[action], business: shop };
  };
  return memberAnswers({
    '/subscription/list': { subscriptions: [shopBalances({ pointsBalance: 7 })] },
    '/businesses': () => ({ businesses: [shop] }),
    '/businesses/accept': change('accept', 'Accepted'),
    '/businesses/leave': change('leave', 'Invited'),
    '/businesses/block': change('block', 'Blocked'),
  });
}

const invitation = () => screen.findByRole('region', { name: 'Invitation from Harbour Lane Coffee' });
const balances = () => screen.findByRole('region', { name: 'Balances at Harbour Lane Coffee' });

describe("a shop's invitation on the pass", () => {
  it('says what accepting means, shows the balance there, and Accept makes it one of the shops', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      answers: consentServer(shopEntry({ status: 'Invited', statusChangedAt: null })),
    });
    const card = await invitation();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Invitation from Harbour Lane Coffee',
    );
    expect(card).toHaveTextContent(
      'Harbour Lane Coffee added you at its counter. Accept to let it see your e-mail address and chat with you.',
    );
    expect(card).toHaveTextContent('You have 7 points, $0.00 in your wallet and $0.00 on gift cards there.');
    expect(screen.queryByRole('region', { name: 'Balances at Harbour Lane Coffee' })).toBeNull();
    expect(screen.queryByText('No shops yet')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(calls.find((c) => c.path === '/businesses/accept')?.body).toEqual({ businessId: 'b1' });
    const shop = await balances();
    expect(within(shop).getByText('7')).toBeVisible();
    expect(within(shop).getByRole('button', { name: 'Leave' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitation from Harbour Lane Coffee' })).toBeNull();
  });

  it('asks before blocking; a blocked shop is listed apart, and Unblock accepts it again', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      answers: consentServer(shopEntry({ status: 'Invited', statusChangedAt: null })),
    });
    await user.click(within(await invitation()).getByRole('button', { name: 'Block' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Block Harbour Lane Coffee?' });
    expect(confirm).toHaveTextContent(
      'It will no longer be able to find you, reward you, sell to you or contact you.',
    );
    // Focus starts on Cancel: a stray Enter never blocks.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.path === '/businesses/block')).toBe(false);

    await user.click(within(await invitation()).getByRole('button', { name: 'Block' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Block Harbour Lane Coffee?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    const blocked = await screen.findByRole('region', { name: 'Blocked shops' });
    expect(within(blocked).getByText('Harbour Lane Coffee')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitation from Harbour Lane Coffee' })).toBeNull();

    await user.click(within(blocked).getByRole('button', { name: 'Unblock' }));
    expect(calls.filter((c) => c.path === '/businesses/accept')).toHaveLength(1);
    expect(await balances()).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Blocked shops' })).toBeNull();
  });

  it('Leave answers it: the shop stays with its balances, marked as left, and can be accepted later', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      answers: consentServer(shopEntry({ status: 'Invited', statusChangedAt: null })),
    });
    await user.click(within(await invitation()).getByRole('button', { name: 'Leave' }));
    expect(calls.find((c) => c.path === '/businesses/leave')?.body).toEqual({ businessId: 'b1' });
    const shop = await balances();
    expect(shop).toHaveTextContent('You left this shop: it cannot see your e-mail address or chat with you.');
    expect(within(shop).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(shop).queryByRole('button', { name: 'Leave' })).toBeNull();
  });
});

describe('chat', () => {
  it('offers only the shops the member accepted', async () => {
    fakeSocket.answers = {
      'list-chats': () => ({ ok: true, conversationList: [], totalCount: 0, page: 1, limit: 50 }),
    };
    renderApp('/chat', {
      answers: memberAnswers({
        '/businesses': {
          businesses: [
            shopEntry(),
            shopEntry({
              businessId: 'b2',
              businessName: 'Bank Security Team',
              status: 'Invited',
              statusChangedAt: null,
            }),
            shopEntry({ businessId: 'b3', businessName: 'Left Shop', status: 'Invited' }),
            shopEntry({ businessId: 'b4', businessName: 'Blocked Shop', status: 'Blocked' }),
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    act(() => fakeSocket.connect());
    expect(await screen.findByRole('option', { name: /^Harbour Lane Coffee/ })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
