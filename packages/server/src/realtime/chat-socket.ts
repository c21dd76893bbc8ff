import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_SOCKET_PATH,
  getChatRequest,
  listChatsRequest,
  newMessageRequest,
  type RewardTransactionStatus,
} from '../contract.js';
import type { AppContext, InfrastructureContext } from '../context.js';
import { chatText } from '../domain/chat/chat-text.js';
import { chatterFor, type Chatter } from '../domain/chat/chatter.js';
import { chatPair, listConversations, openThread, storeMessage } from '../domain/chat/conversations.js';
import { DomainError, invalidInput } from '../domain/errors.js';
import { GENERIC_SERVER_ERROR } from '../http/error-handler.js';
import { DEFAULT_CHAT_LIMITS, TokenBucket, type ChatLimits } from './rate-limit.js';
import { useRedisAdapter } from './redis-adapter.js';
import { businessRoom, memberRoom } from './rooms.js';

interface SocketData {
  token: string;
  chatter: Chatter;
}
type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type Ack = (answer: unknown) => void;

export interface ChatSocketOptions {
  /** Per-socket rate limits; the benchmark lifts them. */
  limits?: ChatLimits;
  /** How often every open socket's session is checked again (default a minute). */
  sessionCheckMs?: number;
}

/** What the rest of the server pushes through the socket. */
export interface Realtime {
  /** A reward transaction changed: its business's people and its member are told at once. */
  rewardTransactionStatus(
    to: { businessId: string; memberRowId: string },
    payload: { rtId: string; status: RewardTransactionStatus },
  ): void;
}

const roomsOf = (chatter: Chatter) =>
  chatter.side === 'B' ? [businessRoom(chatter.businessId)] : [memberRoom(chatter.memberRowId)];

/**
 * The chat socket on the API's own HTTP server (path /api/v2/chat, websocket only). The token of
 * the handshake is checked at connect and again before every event (a session can end while the
 * socket stays open). Each event is validated by the contract's schema and rate-limited per socket.
 */
export async function attachChatSocket(
  app: FastifyInstance,
  context: InfrastructureContext,
  options: ChatSocketOptions = {},
): Promise<Realtime> {
  const { db, clock, log } = context;
  const limits = options.limits ?? DEFAULT_CHAT_LIMITS;
  const io = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A message is at most 2,000 characters; nothing a client sends needs more.
    maxHttpBufferSize: 64 * 1024,
  });
  const closeRedis = context.config.redisUrl
    ? await useRedisAdapter(io, context.config.redisUrl, log)
    : async () => undefined;

  io.use((socket: ChatSocket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('Please sign in to continue.'));
      return;
    }
    chatterFor(db, clock, token).then(
      (chatter) => {
        socket.data = { token, chatter };
        next();
      },
      (error: unknown) => next(new Error(messageOf(error))),
    );
  });

  io.on('connection', (socket: ChatSocket) => {
    void socket.join(roomsOf(socket.data.chatter));
    const messages = new TokenBucket(limits.messages);
    const reads = new TokenBucket(limits.reads);

    /** One event: rate limit, validation, a fresh look at the session, then the work. */
    function on<S extends z.ZodType>(
      event: string,
      bucket: TokenBucket,
      schema: S,
      run: (chatter: Chatter, input: z.output<S>, ack: Ack | undefined) => Promise<void>,
    ) {
      socket.on(event, (...args: unknown[]) => {
        // The acknowledgement callback comes last: `emit(event, ack)` sends no payload at all.
        const last = args.at(-1);
        const ack = typeof last === 'function' ? (last as Ack) : undefined;
        const raw = ack ? args.slice(0, -1)[0] : args[0];
        const fail = (error: string) => {
          if (ack) ack({ ok: false, error });
          else socket.emit(CHAT_EVENTS.chatError, { event, error });
        };
        if (!bucket.take()) {
          fail(CHAT_MESSAGES.tooFast);
          return;
        }
        const input = schema.safeParse(raw ?? {});
        if (!input.success) {
          fail(CHAT_MESSAGES.invalid);
          return;
        }
        const refuse = (error: unknown) => {
          if (!(error instanceof DomainError)) log.error({ err: error }, `chat ${event} failed`);
          fail(messageOf(error));
        };
        chatterFor(db, clock, socket.data.token).then(
          (chatter) => run(chatter, input.data, ack).catch(refuse),
          // The session ended (or lost chat access) since connect: say why and close the socket.
          (error: unknown) => {
            refuse(error);
            socket.disconnect(true);
          },
        );
      });
    }

    on(CHAT_EVENTS.listChats, reads, listChatsRequest, async (chatter, input, ack) => {
      const list = await listConversations(db, chatter, input);
      socket.emit(CHAT_EVENTS.chatsList, list);
      ack?.({ ok: true, ...list });
    });

    on(CHAT_EVENTS.getChat, reads, getChatRequest, async (chatter, input, ack) => {
      const counterpart = chatter.side === 'B' ? input.memberId : input.businessId;
      if (counterpart === undefined) throw invalidInput(CHAT_MESSAGES.invalid);
      const pair = await chatPair(db, chatter, counterpart);
      const thread = await openThread(db, pair, chatter.side, input);
      socket.emit(CHAT_EVENTS.chat, thread);
      ack?.({ ok: true, ...thread });
    });

    on(CHAT_EVENTS.newMsg, messages, newMessageRequest, async (chatter, input, ack) => {
      const text = chatText(input.message);
      // A blank message is ignored (docs/product/management.md §5 "Chat send").
      if (text === undefined) throw invalidInput(CHAT_MESSAGES.blank);
      const pair = await chatPair(db, chatter, input.recipientId);
      const senderId = chatter.side === 'B' ? chatter.userId : chatter.memberId;
      const message = await storeMessage(db, pair, chatter.side, senderId, text, clock.now());
      // Both sides' rooms, less the sending socket (it has the ack and appends at once).
      socket
        .to([businessRoom(pair.businessId), memberRoom(pair.memberRowId)])
        .emit(CHAT_EVENTS.newMsg, message);
      ack?.({ ok: true, message });
    });
  });

  const stopSweep = sweepEndedSessions(
    io,
    (token) =>
      chatterFor(db, clock, token).then(
        () => true,
        // Only a refusal ends a socket; a database hiccup keeps it until the next sweep.
        (error: unknown) => !(error instanceof DomainError),
      ),
    options.sessionCheckMs ?? 60_000,
    log,
  );

  // Before Fastify stops the HTTP server: open websockets would keep it from closing.
  app.addHook('preClose', async () => {
    stopSweep();
    io.local.disconnectSockets(true);
    io.engine.close();
    await closeRedis();
  });

  return {
    rewardTransactionStatus(to, payload) {
      io.to([businessRoom(to.businessId), memberRoom(to.memberRowId)]).emit(
        CHAT_EVENTS.rewardTransactionStatus,
        { ...payload, businessId: to.businessId },
      );
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof DomainError ? error.message : GENERIC_SERVER_ERROR;
}

/**
 * A socket that only listens sends no event, so the check before each event never runs for it:
 * every `intervalMs` each socket of this instance has its session checked again, and one whose
 * session ended, whose staff member was made inactive or lost chat access is closed, so it stops
 * receiving the business's messages within that time.
 */
function sweepEndedSessions(
  io: Server,
  isStillAllowed: (token: string) => Promise<boolean>,
  intervalMs: number,
  log: AppContext['log'],
): () => void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const sweep = async () => {
      for (const socket of io.of('/').sockets.values()) {
        const { token } = socket.data as Partial<SocketData>;
        if (token !== undefined && !(await isStillAllowed(token))) socket.disconnect(true);
      }
    };
    sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'chat session sweep failed'))
      .finally(() => (sweeping = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
