import type { ChatMessage, DeliveredMessage } from '@countertop/api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppKitProvider } from '../app-kit-provider.js';
import { createQueryClient } from '../api/query-client.js';
import { createSessionStore } from '../session/session-store.js';
import { fakeApiClient } from '../testing/fake-api-client.js';
import { FakeChatSocket } from '../testing/fake-chat-socket.js';
import { ChatSocketProvider } from './chat-socket-provider.js';
import { ChatView, toThreadMessage } from './chat-view.js';

// jsdom has no CSS.escape, which ui's IconButton calls when it unmounts; ids here need no escaping.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no layout (nor matchMedia, so ui's layouts take the desktop's): answers as a phone. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const conversation = (memberId: string, memberName: string, totalUnreadByB: number) => ({
  customerId: memberId,
  customerName: memberName,
  totalUnreadByB,
  lastMessage: 'Hello',
  lastMessageAt: '2026-03-01T09:00:00.000Z',
});

function message(overrides: Partial<DeliveredMessage>): DeliveredMessage {
  return {
    _id: 'm1',
    from: 'C',
    sentAt: '2026-03-01T09:00:00.000Z',
    message: 'Hello',
    isReadByB: false,
    isReadByC: true,
    senderId: '111',
    customerId: '111',
    customerName: 'Ava Nguyen',
    businessId: 'b1',
    businessName: 'Bean There',
    ...overrides,
  };
}

/** The back office's chat over a fake socket that answers like the server. */
async function renderChat() {
  const thread: ChatMessage[] = [message({})];
  const socket = new FakeChatSocket({
    'list-chats': () => ({
      ok: true,
      conversationList: [conversation('111', 'Ava Nguyen', 2), conversation('222', 'Ben Ito', 0)],
      totalCount: 2,
      page: 1,
      limit: 50,
    }),
    'get-chat': () => ({
      ok: true,
      chat: thread,
      memberId: '111',
      businessId: 'b1',
      page: 1,
      hasMore: false,
    }),
    'new-msg': (request) => {
      const text = (request as { message: string }).message;
      const sent = message({ _id: `m${thread.length + 1}`, from: 'B', senderId: 'u1', message: text });
      thread.push(sent);
      return { ok: true, message: sent };
    },
  });
  const session = createSessionStore(localStorage, { userTypes: ['B', 'S'] });
  session.signIn('owner-token', {
    id: 'u1',
    userType: 'B',
    name: 'Olive',
    email: 'olive@example.com',
    chatAccess: false,
    business: { id: 'b1', userName: 'beanthere', name: 'Bean There' },
  });
  render(
    <MemoryRouter>
      <AppKitProvider
        services={{ session, queryClient: createQueryClient(), apiClient: fakeApiClient({}).client }}
      >
        <ChatSocketProvider connect={() => socket.asSocket()}>
          <ChatView side="B" />
        </ChatSocketProvider>
      </AppKitProvider>
    </MemoryRouter>,
  );
  // The provider attaches to the socket once it is opened (a promise: socket.io loads lazily).
  await act(async () => {});
  act(() => socket.connect());
  /** A member's message reaches the server, then this socket. */
  const arrive = (overrides: Partial<DeliveredMessage>) => {
    const delivered = message(overrides);
    if (delivered.customerId === '111') thread.push(delivered);
    act(() => socket.push('new-msg', delivered));
  };
  return { socket, arrive };
}

const option = (name: RegExp) => screen.getByRole('option', { name });

describe('toThreadMessage', () => {
  it("tells a teammate's reply, named, from one's own and the member's (issue 23 item 8)", () => {
    const own = toThreadMessage(message({ from: 'B', senderId: 'u1', senderName: 'Olive' }), 'B', 'u1');
    expect(own).toMatchObject({ direction: 'outgoing' });
    expect(own).not.toHaveProperty('fromTeammate');
    const staff = toThreadMessage(message({ from: 'B', senderId: 's9', senderName: 'Sam Lee' }), 'B', 'u1');
    expect(staff).toMatchObject({ direction: 'outgoing', fromTeammate: true, senderName: 'Sam Lee' });
    expect(toThreadMessage(message({ from: 'B', senderId: 'gone' }), 'B', 'u1')).toMatchObject({
      senderName: 'A teammate',
    });
    expect(toThreadMessage(message({}), 'B', 'u1')).toMatchObject({ direction: 'incoming' });
    expect(toThreadMessage(message({}), 'C', 'u1')).not.toHaveProperty('fromTeammate');
  });
});

describe('ChatView', () => {
  it('lists the conversations with their unread counts once connected', async () => {
    const { socket } = await renderChat();
    await waitFor(() => option(/^Ava Nguyen Hello 2 unread/));
    expect(socket.emitted[0]).toEqual({
      event: 'list-chats',
      request: { limit: 50, page: 1, pagination: true },
    });
    expect(screen.getByText('Select a chat to view messages')).toBeTruthy();
  });

  it('opens a conversation: its thread, its unread count cleared, the message box', async () => {
    const { socket } = await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ava Nguyen/)));
    expect(socket.emitted.at(-1)).toEqual({
      event: 'get-chat',
      request: { memberId: '111', page: 1, pageSize: 200 },
    });
    const log = await waitFor(() => screen.getByRole('log', { name: 'Conversation with Ava Nguyen' }));
    expect(log.textContent).toContain('Ava Nguyen: Hello');
    expect(option(/^Ava Nguyen/).textContent).not.toContain('unread');
    expect(screen.getByPlaceholderText('Type a message')).toBeTruthy();
  });

  it('on a desktop, focuses the message box of the conversation opened beside the list', async () => {
    await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ben Ito/)));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })),
    );
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    expect(option(/^Ava Nguyen/)).toBeTruthy();
  });

  it('on a phone, focuses the message box on opening and the row left on Back', async () => {
    asPhone();
    await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ben Ito/)));
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    const row = option(/^Ben Ito/);
    expect(document.activeElement).toBe(row);
    expect(row.getAttribute('aria-selected')).toBe('false');
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and appends what was sent', async () => {
    const { socket } = await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ava Nguyen/)));
    const box = await waitFor(() => screen.getByRole('textbox', { name: 'Message' }));
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(socket.emitted.at(-1)?.event).toBe('get-chat');
    fireEvent.change(box, { target: { value: 'Line one\nline two' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(socket.emitted.at(-1)).toEqual({
      event: 'new-msg',
      request: { recipientId: '111', message: 'Line one\nline two' },
    });
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('You: Line one\nline two'));
  });

  it('appends a message for the open thread and reads it; counts one for another conversation', async () => {
    const { socket, arrive } = await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ava Nguyen/)));
    await waitFor(() => screen.getByRole('log'));
    const before = socket.emitted.length;

    arrive({ _id: 'm2', message: 'Are you open today?' });
    expect(screen.getByRole('log').textContent).toContain('Are you open today?');
    // Read at once: the thread is asked for again, which clears the server's unread count.
    expect(socket.emitted.slice(before).map((e) => e.event)).toEqual(['get-chat']);

    arrive({ _id: 'm3', customerId: '222', customerName: 'Ben Ito', message: 'Hi!' });
    expect(option(/^Ben Ito Hi! 1 unread/)).toBeTruthy();
    expect(screen.getByRole('log').textContent).not.toContain('Hi!');
  });

  it('shows a dropped connection, disables the box, and lists again when it is back', async () => {
    const { socket } = await renderChat();
    fireEvent.click(await waitFor(() => option(/^Ava Nguyen/)));
    await waitFor(() => screen.getByRole('log'));

    act(() => socket.drop());
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Reconnecting…');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);

    const before = socket.emitted.length;
    act(() => socket.connect());
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(false);
    // The list and the open thread again: nothing sent meanwhile is missed.
    expect(socket.emitted.slice(before).map((e) => e.event)).toEqual(['list-chats', 'get-chat']);
    expect(within(screen.getByRole('log')).getByText('Hello')).toBeTruthy();
  });
});
