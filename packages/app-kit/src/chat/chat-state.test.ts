import type { DeliveredMessage } from '@countertop/api';
import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  initialChatState,
  toChatConversation,
  withContacts,
  type ChatConversation,
  type ChatState,
} from './chat-state.js';

const ava: ChatConversation = {
  id: '111',
  name: 'Ava',
  unread: 2,
  lastMessage: 'Hi',
  lastMessageAt: '2026-01-01T00:00:00Z',
};
const ben: ChatConversation = {
  id: '222',
  name: 'Ben',
  unread: 0,
  lastMessage: 'Yo',
  lastMessageAt: '2026-01-01T00:00:00Z',
};

function delivered(overrides: Partial<DeliveredMessage> = {}): DeliveredMessage {
  return {
    _id: 'm1',
    from: 'C',
    sentAt: '2026-01-02T00:00:00Z',
    message: 'Is my card valid?',
    isReadByB: false,
    isReadByC: true,
    senderId: '222',
    customerId: '222',
    customerName: 'Ben',
    businessId: 'b1',
    businessName: 'Bean There',
    ...overrides,
  };
}

const listed = (state: ChatState, conversations = [ava, ben]) =>
  chatReducer(state, { type: 'listed', conversations });

describe('chat state', () => {
  it('reads either side of the wire as one conversation shape', () => {
    const common = { lastMessage: 'Hi', lastMessageAt: '2026-01-01T00:00:00Z' };
    expect(
      toChatConversation({ customerId: '111', customerName: 'Ava', totalUnreadByB: 2, ...common }),
    ).toEqual(ava);
    expect(
      toChatConversation({ businessId: 'b1', businessName: 'Bean There', totalUnreadByC: 1, ...common }),
    ).toEqual({
      id: 'b1',
      name: 'Bean There',
      unread: 1,
      ...common,
    });
  });

  it('opening a conversation clears its unread count and waits for its thread', () => {
    const state = chatReducer(listed(initialChatState('B')), { type: 'opened', id: '111' });
    expect(state.openId).toBe('111');
    expect(state.messages).toBeNull();
    expect(state.conversations?.find((c) => c.id === '111')?.unread).toBe(0);

    const thread = [delivered({ customerId: '111' })];
    expect(chatReducer(state, { type: 'thread', id: '111', messages: thread }).messages).toEqual(thread);
    // A thread that arrives after the reader moved on is dropped.
    expect(chatReducer(state, { type: 'thread', id: '222', messages: thread }).messages).toBeNull();
  });

  it('appends a message to the open thread, once, without counting it unread', () => {
    let state = chatReducer(listed(initialChatState('B')), { type: 'opened', id: '222' });
    state = chatReducer(state, { type: 'thread', id: '222', messages: [] });
    state = chatReducer(state, { type: 'received', message: delivered() });
    state = chatReducer(state, { type: 'received', message: delivered() });
    expect(state.messages?.map((m) => m._id)).toEqual(['m1']);
    expect(state.conversations?.[0]).toMatchObject({
      id: '222',
      unread: 0,
      lastMessage: 'Is my card valid?',
    });
  });

  it("raises a closed conversation's unread count and moves it to the top; a new one is added", () => {
    let state = listed(initialChatState('B'));
    state = chatReducer(state, { type: 'received', message: delivered() });
    expect(state.conversations?.map((c) => [c.id, c.unread])).toEqual([
      ['222', 1],
      ['111', 2],
    ]);
    expect(state.messages).toBeNull();

    state = chatReducer(state, {
      type: 'received',
      message: delivered({ _id: 'm2', customerId: '333', customerName: 'Cleo' }),
    });
    expect(state.conversations?.[0]).toMatchObject({ id: '333', name: 'Cleo', unread: 1 });
  });

  it("never counts this side's own messages unread (another tab, a colleague)", () => {
    const state = chatReducer(listed(initialChatState('B')), {
      type: 'received',
      message: delivered({ from: 'B', senderId: 'owner-1' }),
    });
    expect(state.conversations?.find((c) => c.id === '222')?.unread).toBe(0);
  });

  it('files a message under the business on the member side', () => {
    const member = chatReducer(initialChatState('C'), { type: 'listed', conversations: [] });
    const state = chatReducer(member, { type: 'received', message: delivered({ from: 'B' }) });
    expect(state.conversations).toEqual([
      {
        id: 'b1',
        name: 'Bean There',
        unread: 1,
        lastMessage: 'Is my card valid?',
        lastMessageAt: '2026-01-02T00:00:00Z',
      },
    ]);
  });

  it('appends what was sent to the open thread and keeps the list current', () => {
    let state = chatReducer(listed(initialChatState('B')), { type: 'opened', id: '111' });
    state = chatReducer(state, { type: 'thread', id: '111', messages: [] });
    state = chatReducer(state, {
      type: 'sent',
      message: delivered({ _id: 'm9', from: 'B', customerId: '111', customerName: 'Ava', message: 'Yes' }),
    });
    expect(state.messages?.map((m) => m.message)).toEqual(['Yes']);
    expect(state.conversations?.[0]).toMatchObject({ id: '111', lastMessage: 'Yes', unread: 0 });
  });

  it('keeps the open conversation read when the list is fetched again (after a reconnect)', () => {
    const state = chatReducer(listed(initialChatState('B')), { type: 'opened', id: '111' });
    expect(listed(state).conversations?.find((c) => c.id === '111')?.unread).toBe(0);
    expect(chatReducer(state, { type: 'closed' })).toMatchObject({ openId: null, messages: null });
  });

  it('lists the contacts not yet written to after the conversations', () => {
    expect(withContacts(null, [{ id: 'x', name: 'X' }])).toBeNull();
    expect(
      withContacts(
        [ava],
        [
          { id: '111', name: 'Ava' },
          { id: '444', name: 'Dee' },
        ],
      )?.map((c) => c.id),
    ).toEqual(['111', '444']);
  });
});
