#!/usr/bin/env node
// Chat fan-out: 1,000 connected member sockets, an owner sending them messages, delivery latency
// from the owner's emit to the member's `new-msg`; once on one instance, once on two instances
// sharing PostgreSQL and a Redis (socket.io's Redis adapter). Not part of npm test.
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/chat-fanout.mjs [--members 1000] [--messages 2000] [--in-flight 20]
//
// Needs Debian's redis-server for the second run (it starts its own on a free port). See
// bench/README.md and docs/bench.md.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  apiCaller,
  benchApp,
  codeInbox,
  dist,
  freePort,
  loadAverage,
  percentile,
  requireFromServer,
  signUpOwner,
  startDatabase,
} from './lib/server.mjs';

const { io } = requireFromServer('socket.io-client');

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '2000' },
    'in-flight': { type: 'string', default: '20' },
  },
});
const MEMBERS = Number(args.members);
const MESSAGES = Number(args.messages);
const IN_FLIGHT = Number(args['in-flight']);
const CHAT_PATH = '/api/v2/chat';
// The per-socket flood limits are for people; the bench's one owner socket sends thousands.
const UNLIMITED = { messages: { burst: 1e9, perSecond: 1e9 }, reads: { burst: 1e9, perSecond: 1e9 } };

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Redis logs this line once it takes connections.
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function connect(address, token) {
  return new Promise((resolve, reject) => {
    const socket = io(address, {
      path: CHAT_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends `count` messages round-robin to the members, `inFlight` at a time; latencies in ms. */
async function measure(owner, members, inFlight, count) {
  const pending = new Map();
  const latencies = [];
  for (const m of members) {
    m.socket.on('new-msg', (message) => {
      const started = pending.get(message.message);
      if (started === undefined) return;
      pending.delete(message.message);
      latencies.push(performance.now() - started.at);
      started.done();
    });
  }
  let nextIndex = 0;
  const started = performance.now();
  async function worker() {
    while (nextIndex < count) {
      const i = nextIndex++;
      const member = members[i % members.length];
      const text = `bench ${inFlight} ${i}`;
      await new Promise((done) => {
        pending.set(text, { at: performance.now(), done });
        owner.emit('new-msg', { recipientId: member.memberId, message: text });
      });
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  for (const m of members) m.socket.off('new-msg');
  latencies.sort((a, b) => a - b);
  return {
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    perSecond: latencies.length / seconds,
  };
}

async function main() {
  const { createMember } = await dist('domain/members/member-lookup.js');
  const { createMemberSession } = await dist('domain/sign-in/member-sessions.js');
  const { subscriptions, businesses } = await dist('db/schema/index.js');
  const { systemClock } = await dist('clock.js');

  const database = await startDatabase('countertop-chat-bench-', { max: 20 });
  const { handle } = database;
  const apps = [];
  const sockets = [];
  let redis;
  try {
    const inbox = codeInbox();
    const instance = async (redisUrl) => {
      const app = await benchApp(database, inbox, { config: { redisUrl }, chat: { limits: UNLIMITED } });
      apps.push(app);
      return { app, address: await app.listen({ host: '127.0.0.1', port: 0 }) };
    };
    const first = await instance(undefined);

    // The business and its owner through the API; the members straight into the database (the
    // bench is about delivery, not sign-in), each subscribed to the business and having accepted
    // it (chat needs the member's consent).
    const ownerToken = await signUpOwner(apiCaller({ baseUrl: first.address }), inbox, {
      email: 'owner@chat-bench.example',
      businessName: 'Bench Chat',
      handle: '@benchchat',
      counters: 1,
    });
    const [business] = await handle.db.select().from(businesses);
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const now = new Date();
      const member = await createMember(handle.db, { email: `member${i}@chat-bench.example`, now });
      await handle.db
        .insert(subscriptions)
        .values({ businessId: business.id, memberRowId: member.id, subscribedAt: now, consent: 'Accepted' });
      const token = await createMemberSession(handle.db, systemClock, { memberRowId: member.id });
      members.push({ memberId: member.memberId, token });
    }

    console.log(
      `\nCountertop chat fan-out — ${MEMBERS} member sockets, ${MESSAGES} messages, ${IN_FLIGHT} in flight, ` +
        `${cpus().length} CPUs, load average ${loadAverage()}, Node ${process.version}, embedded PostgreSQL\n`,
    );
    const report = (name, r) =>
      console.log(
        `${name.padEnd(46)} delivered ${String(r.delivered).padStart(5)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
          `p99 ${r.p99.toFixed(1).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  ${r.perSecond.toFixed(0)} msg/s`,
      );

    /** Unloaded latency (one message at a time), then under load (IN_FLIGHT at a time). */
    const runs = async (name, owner, to) => {
      report(`${name}, 1 in flight`, await measure(owner, to, 1, Math.min(MESSAGES, 500)));
      report(`${name}, ${IN_FLIGHT} in flight`, await measure(owner, to, IN_FLIGHT, MESSAGES));
    };

    // One instance: everyone on it.
    const owner = await connect(first.address, ownerToken);
    sockets.push(owner);
    for (const m of members) {
      m.socket = await connect(first.address, m.token);
      sockets.push(m.socket);
    }
    await measure(owner, members, IN_FLIGHT, 200); // warm-up: JIT, pool, prepared plans
    await runs('one instance', owner, members);
    for (const s of sockets.splice(0)) s.disconnect();

    // Two instances through Redis: the owner on the first, half the members on each.
    redis = await startRedis();
    const a = await instance(redis.url);
    const b = await instance(redis.url);
    const ownerA = await connect(a.address, ownerToken);
    sockets.push(ownerA);
    for (const [i, m] of members.entries()) {
      m.socket = await connect(i % 2 === 0 ? a.address : b.address, m.token);
      sockets.push(m.socket);
    }
    await measure(ownerA, members, IN_FLIGHT, 200);
    await runs('two instances (Redis)', ownerA, members);
    await runs(
      'two, to the other instance only',
      ownerA,
      members.filter((_, i) => i % 2 === 1),
    );
  } finally {
    for (const s of sockets) s.disconnect();
    for (const app of apps) await app.close().catch(() => undefined);
    await redis?.stop();
    await database.stop();
  }
}

await main();
