import type {
  BusinessConversation,
  ChatMessage,
  DeliveredMessage,
  MemberConversation,
} from '@countertop/api';

/**
 * The state of a chat screen, the same for both sides of the chat socket
 * (docs/product/management.md §2 Chat, §4): the conversations with their unread counts and the
 * open one's messages. A pure reducer, so every rule is tested without a socket.
 */

/** 'B': the back office talks to members; 'C': a member talks to businesses. */
export type ChatSide = 'B' | 'C';

/** One conversation, whichever side looks at it: `id` is the other party's memberId or businessId. */
export interface ChatConversation {
  id: string;
  name: string;
  unread: number;
  lastMessage: string;
  lastMessageAt: string;
}

/**
 * `connecting` until the first connect; `reconnecting` after a dropped connection (socket.io tries
 * again by itself); `refused` when the server turned the session away and no retry will follow.
 */
export type ChatConnection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface ChatState {
  side: ChatSide;
  /** Null until the first list arrives. */
  conversations: ChatConversation[] | null;
  openId: string | null;
  /** The open conversation's messages, oldest first; null while its thread loads. */
  messages: ChatMessage[] | null;
}

export type ChatAction =
  | { type: 'listed'; conversations: ChatConversation[] }
  | { type: 'opened'; id: string }
  | { type: 'closed' }
  | { type: 'thread'; id: string; messages: ChatMessage[] }
  | { type: 'received'; message: DeliveredMessage }
  | { type: 'sent'; message: DeliveredMessage };

export const initialChatState = (side: ChatSide): ChatState => ({
  side,
  conversations: null,
  openId: null,
  messages: null,
});

/** A conversation of `chats-list` in the side-neutral shape. */
export function toChatConversation(wire: BusinessConversation | MemberConversation): ChatConversation {
  const { lastMessage, lastMessageAt } = wire;
  return 'customerId' in wire
    ? {
        id: wire.customerId,
        name: wire.customerName,
        unread: wire.totalUnreadByB,
        lastMessage,
        lastMessageAt,
      }
    : {
        id: wire.businessId,
        name: wire.businessName,
        unread: wire.totalUnreadByC,
        lastMessage,
        lastMessageAt,
      };
}

/** The conversation a delivered message belongs to, seen from `side`. */
export function conversationOf(side: ChatSide, message: DeliveredMessage): ChatConversation {
  return side === 'B'
    ? { id: message.customerId, name: message.customerName, unread: 0, lastMessage: '', lastMessageAt: '' }
    : { id: message.businessId, name: message.businessName, unread: 0, lastMessage: '', lastMessageAt: '' };
}

/** Whether `message` was written by this side (shown on the right). */
export const isOwnMessage = (side: ChatSide, message: ChatMessage) => message.from === side;

/**
 * The conversation moved to the top with `message` as its preview; created when the message starts
 * it. `unreadBy` is how much its unread count rises.
 */
function withLatest(state: ChatState, message: DeliveredMessage, unreadBy: number): ChatConversation[] {
  const conversations = state.conversations ?? [];
  const from = conversationOf(state.side, message);
  const current = conversations.find((c) => c.id === from.id) ?? from;
  const latest: ChatConversation = {
    ...current,
    unread: current.unread + unreadBy,
    lastMessage: message.message,
    lastMessageAt: message.sentAt,
  };
  return [latest, ...conversations.filter((c) => c.id !== from.id)];
}

/** Appends a message once: the sender's acknowledgement and an echo may both bring it. */
function appended(messages: ChatMessage[] | null, message: ChatMessage): ChatMessage[] | null {
  if (messages === null || messages.some((m) => m._id === message._id)) return messages;
  return [...messages, message];
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'listed':
      // The open conversation was read here: a list fetched meanwhile must not count it again.
      return {
        ...state,
        conversations: action.conversations.map((c) => (c.id === state.openId ? { ...c, unread: 0 } : c)),
      };
    case 'opened':
      return {
        ...state,
        openId: action.id,
        messages: action.id === state.openId ? state.messages : null,
        conversations:
          state.conversations?.map((c) => (c.id === action.id ? { ...c, unread: 0 } : c)) ?? null,
      };
    case 'closed':
      return { ...state, openId: null, messages: null };
    case 'thread':
      return action.id === state.openId ? { ...state, messages: action.messages } : state;
    case 'received': {
      const id = conversationOf(state.side, action.message).id;
      const isOpen = id === state.openId;
      // The other side's message counts unread unless its conversation is open; this side's own
      // (sent from another tab or by a colleague) never does.
      const unreadBy = isOpen || isOwnMessage(state.side, action.message) ? 0 : 1;
      return {
        ...state,
        conversations: withLatest(state, action.message, unreadBy),
        messages: isOpen ? appended(state.messages, action.message) : state.messages,
      };
    }
    case 'sent':
      return {
        ...state,
        conversations: withLatest(state, action.message, 0),
        messages: appended(state.messages, action.message),
      };
  }
}

/**
 * The conversations followed by the `contacts` not yet written to (a member's businesses), so a
 * conversation can be started; null while the conversations load.
 */
export function withContacts(
  conversations: ChatConversation[] | null,
  contacts: readonly { id: string; name: string }[],
): ChatConversation[] | null {
  if (conversations === null) return null;
  const started = new Set(conversations.map((c) => c.id));
  const fresh = contacts
    .filter((contact) => !started.has(contact.id))
    .map((contact) => ({ ...contact, unread: 0, lastMessage: '', lastMessageAt: '' }));
  return [...conversations, ...fresh];
}
