// The chat socket's and the connections' part of bench/abuse.mjs: a connection flood from an
// address HTTP already refuses, a message flood from one member across many sockets, and
// half-sent requests held open from one address. Each returns what it saw; abuse.mjs prints it.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { API, benchApp, dist, percentile, requireFromServer } from './server.mjs';

const { io } = requireFromServer('socket.io-client');
const CHAT_PATH = '/api/v2/chat';

/** A chat socket as the apps open it; `headers` name the client behind the bench's "proxy". */
function chatSocket(baseUrl, token, headers) {
  return io(baseUrl, {
    path: CHAT_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/** 'connected', or the server's refusal text. */
function attempt(socket) {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** "3 × a; 1 × b": how often each value came. */
export function tally(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} × ${value}`).join('; ');
}

/**
 * A member subscribed to the bench's business, having accepted it (chat needs their consent),
 * and signed in: written straight to the database, as bench/chat-fanout.mjs does.
 */
export async function benchMember(database, email) {
  const { createMember } = await dist('domain/members/member-lookup.js');
  const { createMemberSession } = await dist('domain/sign-in/member-sessions.js');
  const { subscriptions, businesses } = await dist('db/schema/index.js');
  const { systemClock } = await dist('clock.js');
  const { db } = database.handle;
  const [business] = await db.select().from(businesses);
  const now = new Date();
  const member = await createMember(db, { email, now });
  await db
    .insert(subscriptions)
    .values({ businessId: business.id, memberRowId: member.id, subscribedAt: now, consent: 'Accepted' });
  const token = await createMemberSession(db, systemClock, { memberRowId: member.id });
  return { token, businessId: business.id };
}

/**
 * An address spends its general allowance over HTTP until it is answered 429, then opens
 * `attempts` chat connections at once.
 */
export async function connectionFlood(baseUrl, token, { attempts }) {
  const from = { 'x-forwarded-for': '198.51.100.7' };
  let httpRequests = 0;
  let refused = false;
  while (!refused) {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${baseUrl}${API}/health`, { headers: from });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    httpRequests += statuses.length;
    refused = statuses.includes(429);
  }
  const started = performance.now();
  const sockets = Array.from({ length: attempts }, () => chatSocket(baseUrl, token, from));
  const outcomes = await Promise.all(sockets.map(attempt));
  const ms = performance.now() - started;
  for (const socket of sockets) socket.disconnect();
  return {
    httpRequests,
    served: outcomes.filter((o) => o === 'connected').length,
    outcomes: tally(outcomes),
    ms,
  };
}

/** One member opens `sockets` sockets and sends `perSocket` messages on each, all at once. */
export async function messageFlood(baseUrl, member, { sockets: count, perSocket }) {
  const from = { 'x-forwarded-for': '198.51.100.8' };
  const sockets = await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = chatSocket(baseUrl, member.token, from);
      const outcome = await attempt(socket);
      if (outcome !== 'connected') throw new Error(`member socket refused: ${outcome}`);
      return socket;
    }),
  );
  const answers = await Promise.all(
    sockets.flatMap((socket, s) =>
      Array.from({ length: perSocket }, (_, m) =>
        socket
          .timeout(10_000)
          .emitWithAck('new-msg', { recipientId: member.businessId, message: `flood ${s}.${m}` }),
      ),
    ),
  );
  for (const socket of sockets) socket.disconnect();
  return {
    sent: answers.length,
    accepted: answers.filter((a) => a.ok).length,
    refusals: tally(answers.filter((a) => !a.ok).map((a) => a.error)),
  };
}

/**
 * `count` connections from one address, each sending half a request's headers and then nothing,
 * on an instance of its own without TRUST_PROXY (so the per-address cap applies); meanwhile
 * another address asks for /health five times, a second apart. How many were held, how many
 * refused, how long the held ones lasted, and the other address's answers.
 */
export async function halfSentFlood(database, inbox, { count }) {
  const app = await benchApp(database, inbox, { config: { rateLimitFactor: 1 } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address();
    const started = performance.now();
    const flood = Array.from({ length: count }, () => halfSent(port, '127.0.0.2'));
    await Promise.all(flood.map((f) => f.sent));
    const neighbour = [];
    for (let i = 0; i < 5; i++) {
      neighbour.push(await neighbourHealth(port, '127.0.0.3'));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const ends = await Promise.all(flood.map((f) => f.ended));
    const held = ends.filter((e) => e.status !== '429').map((e) => (e.at - started) / 1000);
    held.sort((a, b) => a - b);
    return {
      count,
      refused: ends.filter((e) => e.status === '429').length,
      held: held.length,
      heldAnswers: tally(
        ends.filter((e) => e.status !== '429').map((e) => e.status || 'closed without answer'),
      ),
      heldMedianS: percentile(held, 50),
      heldMaxS: held.at(-1) ?? 0,
      neighbour,
    };
  } finally {
    await app.close();
  }
}

/**
 * One half-sent request: `sent` once its half is written (or it closed first), `ended` with the
 * status the server answered ('' for none) and when it closed.
 */
function halfSent(port, localAddress) {
  let text = '';
  let sent;
  const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
    socket.write('GET /api/v2/health HTTP/1.1\r\nHost: bench\r\n', () => sent()),
  );
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const ended = new Promise((resolve) =>
    socket.once('close', () => {
      sent();
      resolve({ status: text.slice(9, 12), at: performance.now() });
    }),
  );
  return { sent: new Promise((resolve) => (sent = resolve)), ended };
}

/** Another address's GET /health while the flood is held: its answer time. */
async function neighbourHealth(port, localAddress) {
  const started = performance.now();
  const answer = await new Promise((resolve) => {
    let text = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
      socket.write('GET /api/v2/health HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(text.slice(9, 12)));
  });
  return { status: answer, ms: performance.now() - started };
}
