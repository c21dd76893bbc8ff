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
} from '../contract.js';
import type { InfrastructureContext } from '../context.js';
import { chatText } from '../domain/chat/chat-text.js';
import { chatterFor, type Chatter } from '../domain/chat/chatter.js';
import { chatPair, listConversations, openThread, storeMessage } from '../domain/chat/conversations.js';
import { DomainError, invalidInput, unauthenticated } from '../domain/errors.js';
import type { Realtime } from '../domain/realtime-port.js';
import { AUTH_MESSAGES } from '../domain/sign-in/messages.js';
import { clientAddress, trustProxy } from '../http/client-address.js';
import { GENERIC_SERVER_ERROR } from '../http/error-handler.js';
import { addressKey } from '../http/rate-limits/limits.js';
import { DEFAULT_CHAT_LIMITS, TokenBucket, type ChatLimits } from './rate-limit.js';
import { useRedisAdapter } from './redis-adapter.js';
import { businessRoom, memberRoom, roomsOf, roomsToClose } from './rooms.js';
import { sweepEndedSessions } from './session-sweep.js';
import { socketLimits, type ChatEventKind } from './socket-limits.js';

interface SocketData {
  token: string;
  chatter: Chatter;
  /** The client's address as the rate limits count it (IPv6 by /64). */
  address: string;
}
type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type Ack = (answer: unknown) => void;

export interface ChatSocketOptions {
  /** Per-socket rate limits (in memory, before the shared ones); the benchmark lifts them. */
  limits?: ChatLimits;
  /** How often every open socket's session is checked again (default a minute; session-sweep.ts). */
  sessionCheckMs?: number;
}

/**
 * The chat socket on the API's own HTTP server (path /api/v2/chat, websocket only). The token of
 * the handshake is checked at connect and again before every event (a session can end while the
 * socket stays open), and a revocation closes the session's sockets at once. Connections and
 * events are rate-limited per socket, per address, per session and per person (socket-limits.ts).
 * Each event is validated by the contract's schema.
 */
export async function attachChatSocket(
  app: FastifyInstance,
  context: InfrastructureContext,
  options: ChatSocketOptions = {},
): Promise<Realtime> {
  const { db, clock, log } = context;
  const limits = options.limits ?? DEFAULT_CHAT_LIMITS;
  const shared = socketLimits(context.limits, log);
  const trust = trustProxy(context.config.trustProxy);
  const io = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A message is at most 2,000 characters; nothing a client sends needs more.
    maxHttpBufferSize: 64 * 1024,
    // The apps connect as soon as the websocket opens; one that does not is let go in 10 s, not 45.
    connectTimeout: 10_000,
  });
  const closeRedis = context.config.redisUrl
    ? await useRedisAdapter(io, context.config.redisUrl, log)
    : async () => undefined;

  /** The address's allowance first (before any work on the token), then a live session's. */
  async function admit(socket: ChatSocket): Promise<SocketData> {
    const address = addressKey(clientAddress(socket.request, trust));
    await shared.connection(address);
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token === '') throw unauthenticated(AUTH_MESSAGES.signInRequired);
    const chatter = await chatterFor(db, clock, token);
    await shared.session(chatter.sessionId);
    return { token, chatter, address };
  }

  io.use((socket: ChatSocket, next) => {
    admit(socket).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        next(new Error(messageOf(error)));
        // Once the refusal is out, the connection closes rather than wait for another try.
        setImmediate(() => socket.conn.close());
      },
    );
  });

  io.on('connection', (socket: ChatSocket) => {
    const { token, address } = socket.data;
    void socket.join(roomsOf(socket.data.chatter));
    // A revocation between the check at connect and this join did not find the socket in its
    // room: one more look at the session closes that gap. Events wait for it, so none is answered
    // before it (a database hiccup keeps the socket: each event checks the session again anyway).
    const stillAllowed = chatterFor(db, clock, token).then(
      () => true,
      (error: unknown) => !(error instanceof DomainError),
    );
    void stillAllowed.then((allowed) => {
      if (!allowed) socket.disconnect(true);
    });
    const messages = { kind: 'messages', bucket: new TokenBucket(limits.messages) } as const;
    const reads = { kind: 'reads', bucket: new TokenBucket(limits.reads) } as const;

    /**
     * One event: the socket's own limit (in memory, so a flood costs no database work),
     * validation, the shared limits, a fresh look at the session, then the work.
     */
    function on<S extends z.ZodType>(
      event: string,
      limit: { kind: ChatEventKind; bucket: TokenBucket },
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
        if (!limit.bucket.take()) {
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
        const handle = async () => {
          if (!(await stillAllowed)) return;
          await shared.event(address, socket.data.chatter, limit.kind);
          const chatter = await chatterFor(db, clock, token).catch((error: unknown) => {
            // The session ended (or lost chat access) since connect: say why and close the socket.
            refuse(error);
            socket.disconnect(true);
          });
          if (chatter) await run(chatter, input.data, ack);
        };
        handle().catch(refuse);
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
    closeSockets(of) {
      io.in(roomsToClose(of)).disconnectSockets(true);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof DomainError ? error.message : GENERIC_SERVER_ERROR;
}
