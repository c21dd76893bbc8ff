import { ChatSocketProvider } from '@countertop/app-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSocket } from '@countertop/app-kit/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChatButton } from './chat-button';

const message = (memberId: string) => ({
  _id: 'm1',
  from: 'C',
  sentAt: '2026-06-15T01:00:00.000Z',
  message: 'Hello',
  isReadByB: false,
  isReadByC: true,
  senderId: memberId,
  customerId: memberId,
  customerName: 'Ava Nguyen',
  businessId: 'b1',
  businessName: 'Harbour Lane',
});

function renderButton(unread: () => boolean) {
  const view = renderWithProviders(
    <ChatSocketProvider>
      <ChatButton />
    </ChatSocketProvider>,
    { answers: { '/hasNewMsg': () => ({ result: unread() }) } },
  );
  view.session.signIn('t', {
    id: 'u1',
    userType: 'B',
    name: 'Olivia',
    email: 'olivia@example.com',
    chatAccess: false,
    business: { id: 'b1', userName: 'harbourlane', name: 'Harbour Lane' },
  });
  return view;
}

describe('ChatButton', () => {
  it('asks hasNewMsg quietly and shows the dot while something is unread', async () => {
    const { calls, options } = renderButton(() => true);
    expect(await screen.findByRole('button', { name: 'Chat, new messages' })).toBeVisible();
    expect(calls.filter((c) => c.path === '/hasNewMsg')).toHaveLength(1);
    expect(options[0]).toMatchObject({ loadingToast: false, errorToast: false });
  });

  it("asks again at once when a member's message arrives on the socket", async () => {
    let unread = false;
    const { calls } = renderButton(() => unread);
    expect(await screen.findByRole('button', { name: 'Chat' })).toBeVisible();
    unread = true;
    act(() => fakeSocket.push('new-msg', message('111')));
    expect(await screen.findByRole('button', { name: 'Chat, new messages' })).toBeVisible();
    expect(calls.filter((c) => c.path === '/hasNewMsg')).toHaveLength(2);
  });

  it('opens /chat', async () => {
    const user = userEvent.setup();
    const { router } = renderButton(() => false);
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });
});
