import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../src/contract.js';
import { LIMITS } from '../../src/http/rate-limits/limits.js';
import { RATE_LIMIT_MESSAGES } from '../../src/http/rate-limits/messages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  chatClient,
  connectChat,
  connected,
  next,
  request,
  type ClientOrigin,
} from '../helpers/chat-client.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { acceptBusiness, fundWallet, newMember, type Member } from '../helpers/front-desk.js';

// The production limits (rateLimitFactor 1), counted in this file's PostgreSQL. The test clock
// never moves here, so no window ends while a test counts.
const t = setUpTestApp({ rateLimitFactor: 1 });
const desk = setUpDesk(t);

let address: string;
let member: Member;
const sockets: Socket[] = [];

let hostCounter = 0;
/** A loopback address of its own (127.0.0.0/8 is all loopback), so each test starts afresh. */
const newHost = () => `127.0.${++hostCounter}.1`;

async function open(token: string, from: ClientOrigin = {}, at = address): Promise<Socket> {
  const socket = await connectChat(at, token, from);
  sockets.push(socket);
  return socket;
}

/** A connection attempt: its refusal text, or undefined when it connected. */
async function attempt(token: string, from: ClientOrigin, at = address): Promise<string | undefined> {
  const socket = chatClient(at, token, from);
  sockets.push(socket);
  return connected(socket).then(
    () => undefined,
    (error: Error) => error.message,
  );
}

const health = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `${API}/health`, remoteAddress, headers });

/** Uses up `count` of the address's general allowance over HTTP, as a busy page would. */
async function spendOverHttp(app: TestApp, remoteAddress: string, count: number, headers = {}) {
  for (let sent = 0; sent < count; sent += 100) {
    const batch = Array.from({ length: Math.min(100, count - sent) }, () =>
      health(app, remoteAddress, headers),
    );
    for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  member = await newMember(t);
  await fundWallet(t.app, desk, member.memberId, 5);
  await acceptBusiness(t.app, member, desk.business.id);
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('connections', () => {
  it('counts each connection with the address’s HTTP requests, and refuses every one once HTTP is refused', async () => {
    const host = newHost();
    await spendOverHttp(t, host, LIMITS.general.max - 1);
    // The allowance's last request is a connection; the next HTTP request is over.
    await open(member.token, { localAddress: host });
    expect((await health(t, host)).statusCode).toBe(429);
    const refusals = await Promise.all(
      Array.from({ length: 300 }, () => attempt(member.token, { localAddress: host })),
    );
    expect(new Set(refusals)).toEqual(new Set([RATE_LIMIT_MESSAGES.general('60 seconds')]));
    // Another address is untouched.
    expect(await attempt(member.token, { localAddress: newHost() })).toBeUndefined();
  });

  it('reads the address behind a trusted proxy as HTTP does', async () => {
    const proxied = await createTestApp(t.db, { rateLimitFactor: 1, trustProxy: true });
    try {
      const proxiedAddress = await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const client = { 'x-forwarded-for': '203.0.113.7' };
      await spendOverHttp(proxied, '127.0.0.1', LIMITS.general.max, client);
      expect((await health(proxied, '127.0.0.1', client)).statusCode).toBe(429);
      expect(await attempt(member.token, { extraHeaders: client }, proxiedAddress)).toBe(
        RATE_LIMIT_MESSAGES.general('60 seconds'),
      );
      const neighbour = { 'x-forwarded-for': '203.0.113.8' };
      expect(await attempt(member.token, { extraHeaders: neighbour }, proxiedAddress)).toBeUndefined();
    } finally {
      await proxied.app.close();
    }
  });

  it(`allows one session ${LIMITS.chatConnectionsPerSession.max} connections a minute`, async () => {
    const someone = await newMember(t);
    const host = newHost();
    for (let i = 0; i < LIMITS.chatConnectionsPerSession.max; i++) {
      (await open(someone.token, { localAddress: host })).disconnect();
    }
    expect(await attempt(someone.token, { localAddress: host })).toBe(
      RATE_LIMIT_MESSAGES.chatConnectionsPerSession('60 seconds'),
    );
    // The person's other session is another allowance.
    t.clock.advance(31_000); // past the 30-second wait between two codes for one e-mail
    const again = await newMember(t, someone.email);
    expect(await attempt(again.token, { localAddress: host })).toBeUndefined();
  });
});

describe('events across sockets', () => {
  it(`accepts ${LIMITS.chatMessagesPerPerson.max} messages at once from one member, however many sockets they open`, async () => {
    const host = newHost();
    const phones = await Promise.all(
      Array.from({ length: 10 }, () => open(member.token, { localAddress: host })),
    );
    const answers = await Promise.all(
      phones.flatMap((phone, p) =>
        Array.from({ length: 10 }, (_, i) =>
          request<{ ok: boolean; error?: string }>(phone, 'new-msg', {
            recipientId: desk.business.id,
            message: `phone ${p} message ${i}`,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(LIMITS.chatMessagesPerPerson.max);
    expect(new Set(answers.filter((a) => !a.ok).map((a) => a.error))).toEqual(
      new Set([CHAT_MESSAGES.tooFast]),
    );
    // Without an acknowledgement, the refusal comes as the chat's error event.
    const refused = next(phones[0] as Socket, 'chat-error');
    phones[0]?.emit('new-msg', { recipientId: desk.business.id, message: 'one more' });
    expect(await refused).toEqual({ event: 'new-msg', error: CHAT_MESSAGES.tooFast });
  });

  it(`answers ${LIMITS.chatReadsPerPerson.max} reads at once from one person across their sockets`, async () => {
    const host = newHost();
    const [first, second] = await Promise.all([
      open(desk.owner, { localAddress: host }),
      open(desk.owner, { localAddress: host }),
    ]);
    // 30 from each: within each socket's own allowance, over the person's.
    const answers = await Promise.all(
      [first, second].flatMap((socket) =>
        Array.from({ length: 30 }, () =>
          request<{ ok: boolean; error?: string }>(socket as Socket, 'list-chats', {}),
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(LIMITS.chatReadsPerPerson.max);
    expect(answers.filter((a) => a.error === CHAT_MESSAGES.tooFast)).toHaveLength(
      60 - LIMITS.chatReadsPerPerson.max,
    );
  });
});
