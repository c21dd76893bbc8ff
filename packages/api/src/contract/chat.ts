import { z } from 'zod';
import { formatCount } from './count.js';
import { text } from './fields.js';
import { endpoint } from './endpoint.js';

/**
 * Customer chat (docs/product/management.md §2 Chat, §4, §7 "Chat socket"). Realtime over
 * socket.io on the API's port at CHAT_SOCKET_PATH, websocket transport only, the session token in
 * the handshake (`auth: { token }`). The same socket carries the front desk's reward-transaction
 * pushes. `customerId` and `memberId` are the member's code, as everywhere in the API.
 */

export const CHAT_SOCKET_PATH = '/api/v2/chat';

/** Longest message stored, in characters; longer ones are refused with CHAT_MESSAGES.tooLong. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** The spec's defaults: 50 conversations a page, 200 messages a thread page (§9). */
export const CHAT_LIST_LIMIT = 50;
export const CHAT_THREAD_PAGE_SIZE = 200;
/** The header's unread poll (docs/product/front-desk.md §7). */
export const HAS_NEW_MSG_POLL_MS = 120_000;

export const CHAT_MESSAGES = {
  blank: 'The message is empty.',
  tooLong: `A message can have at most ${formatCount(MAX_CHAT_MESSAGE_LENGTH)} characters.`,
  notSubscribed: 'You can only chat with businesses you are subscribed to.',
  notSubscriber: 'This customer is not subscribed to your business.',
  /** To a business whose subscriber has not accepted it (docs/domain.md, "Consent"). */
  notAccepted:
    'This customer has not accepted your business yet. You can chat once they accept your invitation in their member app.',
  /** To a member writing to a business they have not accepted (or blocked). */
  acceptFirst: 'Accept this shop in your member app to chat with it.',
  tooFast: 'You are sending messages too fast. Please wait a moment.',
  noChatAccess: 'You do not have access to chat. Please ask the business owner.',
  invalid: 'The request is not valid.',
} as const;

/** Client → server and server → client event names, exactly the spec's. */
export const CHAT_EVENTS = {
  listChats: 'list-chats',
  chatsList: 'chats-list',
  getChat: 'get-chat',
  chat: 'chat',
  newMsg: 'new-msg',
  /** Server → client: a socket's request was refused (`{event, error}`). */
  chatError: 'chat-error',
  /** Server → back office and member: a reward transaction changed status. */
  rewardTransactionStatus: 'rewardtransaction-status',
} as const;

const page = z.number().int().min(1).max(10_000).default(1);

/** `list-chats`: `{limit: 50, page: 1, pagination: true}`; without pagination, the first page. */
export const listChatsRequest = z
  .object({
    limit: z.number().int().min(1).max(200).default(CHAT_LIST_LIMIT),
    page,
    pagination: z.boolean().default(true),
  })
  .default({ limit: CHAT_LIST_LIMIT, page: 1, pagination: true });

/** `get-chat`: the business names the member (`memberId`), a member names the business (`businessId`). */
export const getChatRequest = z.object({
  memberId: text().trim().min(1).max(64).optional(),
  businessId: text().trim().min(1).max(64).optional(),
  page,
  pageSize: z.number().int().min(1).max(500).default(CHAT_THREAD_PAGE_SIZE),
});

/** `new-msg`: `recipientId` is the memberId (business side) or the businessId (member side). */
export const newMessageRequest = z.object({
  recipientId: text().trim().min(1).max(64),
  // The one string read raw: the chat drops control characters from a message rather than refusing
  // it (docs/domain.md, Chat), and cuts it to 2,000 characters with its own text.
  message: z.string().max(100_000),
});

/** A stored message. `from` is 'B' for the business, 'C' for the member. */
export const chatMessage = z.object({
  _id: z.string(),
  from: z.enum(['B', 'C']),
  sentAt: z.string(),
  /** Plain text, exactly as sent (trimmed): clients show it as text, never as HTML. */
  message: z.string(),
  isReadByB: z.boolean(),
  isReadByC: z.boolean(),
  /** The owner's or staff member's user id, or the member's memberId. */
  senderId: z.string(),
  /**
   * The business-side writer's name (owner or staff), so the back office can tell a teammate's
   * reply from its own; absent on a member's message and on a writer since removed.
   */
  senderName: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A message as delivered by `new-msg`: with the conversation it belongs to. */
export const deliveredMessage = chatMessage.extend({
  customerId: z.string(),
  customerName: z.string(),
  businessId: z.string(),
  businessName: z.string(),
});
export type DeliveredMessage = z.infer<typeof deliveredMessage>;

const lastMessage = { lastMessage: z.string(), lastMessageAt: z.string() };

/** The back office's conversation with one member. */
export const businessConversation = z.object({
  customerId: z.string(),
  customerName: z.string(),
  totalUnreadByB: z.number().int(),
  ...lastMessage,
});
/** A member's conversation with one business. */
export const memberConversation = z.object({
  businessId: z.string(),
  businessName: z.string(),
  totalUnreadByC: z.number().int(),
  ...lastMessage,
});

export const chatsList = z.object({
  conversationList: z.array(z.union([businessConversation, memberConversation])),
  totalCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export type ChatsList = z.infer<typeof chatsList>;
export type BusinessConversation = z.infer<typeof businessConversation>;
export type MemberConversation = z.infer<typeof memberConversation>;

export const chatThread = z.object({
  /** Oldest first: page 1 is the newest `pageSize` messages. */
  chat: z.array(chatMessage),
  memberId: z.string(),
  businessId: z.string(),
  page: z.number().int(),
  hasMore: z.boolean(),
});

export type ChatThread = z.infer<typeof chatThread>;

/** Server → client: a reward transaction changed status (front desk and member app). */
export const rewardTransactionStatusPush = z.object({
  rtId: z.string(),
  status: z.string(),
  businessId: z.string(),
});
export type RewardTransactionStatusPush = z.infer<typeof rewardTransactionStatusPush>;

/** The acknowledgement of `new-msg` (socket.io's callback), so the sender can append at once. */
export const newMessageAck = z.union([
  z.object({ ok: z.literal(true), message: deliveredMessage }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

export type NewMessageAck = z.infer<typeof newMessageAck>;

/** `GET /{business,staff}/hasNewMsg`: has any customer written since the business last read? */
export const hasNewMessage = endpoint({
  method: 'GET',
  path: '/hasNewMsg',
  access: 'owner-or-staff',
  request: z.void(),
  response: z.object({ result: z.boolean() }),
});
