import type { Socket } from 'socket.io-client';
import type {
  ChatsList,
  ChatThread,
  DeliveredMessage,
  NewMessageAck,
  RewardTransactionStatusPush,
} from '../contract/chat.js';
import { CHAT_SOCKET_PATH } from '../contract/chat.js';

/**
 * What the server sends on the chat socket (packages/server/README.md "Chat socket"); the names
 * are CHAT_EVENTS' values.
 */
export interface ChatServerEvents {
  'chats-list': (list: ChatsList) => void;
  chat: (thread: ChatThread) => void;
  'new-msg': (message: DeliveredMessage) => void;
  'chat-error': (refusal: { event: string; error: string }) => void;
  'rewardtransaction-status': (push: RewardTransactionStatusPush) => void;
}

/** What a client sends; every event also takes an acknowledgement callback. */
export interface ChatClientEvents {
  'list-chats': (
    request: { limit?: number; page?: number; pagination?: boolean },
    ack?: (answer: ({ ok: true } & ChatsList) | { ok: false; error: string }) => void,
  ) => void;
  'get-chat': (
    request: { memberId?: string; businessId?: string; page?: number; pageSize?: number },
    ack?: (answer: ({ ok: true } & ChatThread) | { ok: false; error: string }) => void,
  ) => void;
  'new-msg': (
    request: { recipientId: string; message: string },
    ack?: (answer: NewMessageAck) => void,
  ) => void;
}

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/**
 * The chat socket of a signed-in session: websocket only, the token in the handshake. `origin`
 * defaults to the page's own (the server serves the apps and the socket on one port). socket.io
 * reconnects by itself after a dropped connection; a refused token ends in `connect_error`.
 * socket.io's client is loaded here, with the first socket, so it is not part of a screen's first
 * load (docs/bench.md).
 */
export async function connectChatSocket(token: string, origin?: string): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  const options = { path: CHAT_SOCKET_PATH, transports: ['websocket'], auth: { token } };
  return origin === undefined ? io(options) : io(origin, options);
}
