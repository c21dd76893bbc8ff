#!/usr/bin/env node
// Abuse: anonymous sign-in requests keep `--in-flight` (100) at once, each from an address of its
// own (X-Forwarded-For behind TRUST_PROXY, so the per-address limits do not simply refuse them: a
// spread-out attack), while a signed-in owner works; prints the owner's call latencies, which must
// each stay under a second. Before that, the send-OTP answer's time for a known and an unknown
// e-mail, which must be alike. Then the chat socket and the connections (lib/socket-abuse.mjs):
// `--connections` (300) chat connections at once from an address HTTP already refuses (none may be
// served), one member's 10 sockets sending 10 messages each at once (at most the per-person limit
// accepted), and `--half-sent` (1,500) half-sent requests from one address (at most the
// per-address cap held, each for the headers' time-out). Real limits (rateLimitFactor 1), real
// scrypt, the pool's default 10 connections, HTTP on a local port. Not part of npm test.
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/abuse.mjs [--in-flight 100] [--seconds 20] [--samples 40] [--connections 300] [--half-sent 1500]
//
// See docs/reliability.md for a recorded run.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  API,
  apiCaller,
  benchApp,
  codeInbox,
  dist,
  loadAverage,
  percentile,
  signUpOwner,
  startDatabase,
} from './lib/server.mjs';
import { benchMember, connectionFlood, halfSentFlood, messageFlood } from './lib/socket-abuse.mjs';

const { values: args } = parseArgs({
  options: {
    'in-flight': { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    samples: { type: 'string', default: '40' },
    connections: { type: 'string', default: '300' },
    'half-sent': { type: 'string', default: '1500' },
  },
});
const IN_FLIGHT = Number(args['in-flight']);
const SECONDS = Number(args.seconds);
const SAMPLES = Number(args.samples);
const OWNER_LIMIT_MS = 1000;

let addressCount = 0;
/** A client address nobody else used: 10.x.y.z from a counter. */
function nextAddress() {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

async function post(baseUrl, path, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function get(baseUrl, path, headers) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${API}${path}`, { headers });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;

const database = await startDatabase('countertop-bench-abuse-');
const inbox = codeInbox();
const app = await benchApp(database, inbox, { config: { trustProxy: true, rateLimitFactor: 1 } });
try {
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = apiCaller({ baseUrl });
  const ownerEmail = `owner.${randomUUID().slice(0, 8)}@bench.example`;
  const token = await signUpOwner(api, inbox, {
    email: ownerEmail,
    businessName: 'Abuse Bench Cafe',
    handle: `@abuse${randomUUID().slice(0, 6)}`,
    counters: 1,
  });
  const owner = { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.10' };

  console.log(`abuse bench: ${cpus().length} CPUs, load ${loadAverage()}, node ${process.version}`);

  // 1. Known and unknown e-mails: the same answer after the same work (each from a fresh address,
  // so no limit is met). Alternated, so drift in the machine's load touches both alike.
  const sendFromNewAddress = (email) =>
    post(baseUrl, '/user/loginotp', { userType: 'B', user: { email } }, { 'x-forwarded-for': nextAddress() });
  const times = { 'known e-mail  ': [], 'unknown e-mail': [] };
  for (let i = 0; i < SAMPLES; i++) {
    for (const [label, email] of [
      ['known e-mail  ', ownerEmail],
      ['unknown e-mail', `nobody.${randomUUID()}@bench.example`],
    ]) {
      const answer = await sendFromNewAddress(email);
      if (answer.status !== 200) throw new Error(`send-OTP for a ${label.trim()} answered ${answer.status}`);
      times[label].push(answer.ms);
    }
  }
  console.log(`\nsend-OTP answer time, ${SAMPLES} each, one at a time:`);
  for (const [label, values] of Object.entries(times)) {
    const sorted = values.sort((a, b) => a - b);
    console.log(`  ${label}  median ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}`);
  }

  // 2. The storm: IN_FLIGHT anonymous requests at all times, a mix of code requests (known and
  // unknown e-mails, members) and wrong code checks, each from a new address.
  const statuses = new Map();
  let anonymous = 0;
  let stop = false;
  const storm = async () => {
    while (!stop) {
      const from = { 'x-forwarded-for': nextAddress() };
      const kind = anonymous % 4;
      const body =
        kind === 0
          ? { userType: 'B', user: { email: ownerEmail } }
          : kind === 1
            ? { userType: 'B', user: { email: `nobody.${randomUUID()}@bench.example` } }
            : kind === 2
              ? { userType: 'C', user: { email: `member.${randomUUID()}@bench.example` } }
              : null;
      const res = body
        ? await post(baseUrl, '/user/loginotp', body, from)
        : await post(
            baseUrl,
            '/user/verifyloginotp',
            {
              userType: 'C',
              client: 'Web',
              user: { email: `member.${randomUUID()}@bench.example`, otp: 123456 },
            },
            from,
          );
      anonymous += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const ownerCalls = [];
  const ownerWork = async () => {
    while (!stop) {
      const list = await post(baseUrl, '/business/store/list', {}, owner);
      const stats = await get(baseUrl, '/business/stats', owner);
      for (const call of [list, stats]) {
        if (call.status !== 200) throw new Error(`owner call answered ${call.status}`);
        ownerCalls.push(call.ms);
      }
      // A person at the back office: a screen's two calls, then a moment (and under the general cap).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const started = performance.now();
  const workers = [...Array.from({ length: IN_FLIGHT }, storm), ownerWork()];
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  stop = true;
  await Promise.all(workers);
  const elapsed = (performance.now() - started) / 1000;

  const sorted = [...ownerCalls].sort((a, b) => a - b);
  const over = sorted.filter((ms) => ms >= OWNER_LIMIT_MS).length;
  console.log(
    `\n${IN_FLIGHT} anonymous sign-in requests in flight for ${elapsed.toFixed(1)} s, each from its own address:`,
  );
  console.log(
    `  anonymous requests answered  ${anonymous} (${(anonymous / elapsed).toFixed(0)}/s); by status: ${[
      ...statuses,
    ]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  owner calls (store list, stats)  ${sorted.length}`);
  console.log(
    `  owner latency  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? 0)}`,
  );
  console.log(`  owner calls at or over ${OWNER_LIMIT_MS} ms  ${over}  ${over === 0 ? 'OK' : 'FAIL'}`);

  // 3. The chat socket and the connections.
  const { LIMITS } = await dist('http/rate-limits/limits.js');
  const { loadConfig } = await dist('config.js');
  const cap = loadConfig({}).http.maxConnectionsPerAddress;
  const verdict = (ok) => (ok ? 'OK' : 'FAIL');
  const member = await benchMember(database, `member.${randomUUID().slice(0, 8)}@bench.example`);

  const flood = await connectionFlood(baseUrl, member.token, { attempts: Number(args.connections) });
  console.log(`\nchat connections from an address HTTP refuses (after ${flood.httpRequests} HTTP requests):`);
  console.log(`  ${args.connections} at once, answered in ${fmt(flood.ms)}: ${flood.outcomes}`);
  console.log(`  served  ${flood.served}  ${verdict(flood.served === 0)}`);

  const messages = await messageFlood(baseUrl, member, { sockets: 10, perSocket: 10 });
  const messagesOk = messages.accepted <= LIMITS.chatMessagesPerPerson.max;
  console.log(`\none member, 10 sockets, 10 messages each at once:`);
  console.log(`  sent ${messages.sent}, accepted ${messages.accepted}; refused: ${messages.refusals}`);
  console.log(`  accepted at most ${LIMITS.chatMessagesPerPerson.max}  ${verdict(messagesOk)}`);

  const halfSent = await halfSentFlood(database, inbox, { count: Number(args['half-sent']) });
  const halfSentOk = halfSent.held <= cap && halfSent.neighbour.every((n) => n.status === '200');
  console.log(`\n${halfSent.count} half-sent requests from one address (cap ${cap}):`);
  console.log(`  refused at once with 429  ${halfSent.refused}`);
  console.log(
    `  held  ${halfSent.held} (${halfSent.heldAnswers}), closed after median ${halfSent.heldMedianS.toFixed(1)} s, max ${halfSent.heldMaxS.toFixed(1)} s`,
  );
  const neighbourTimes = halfSent.neighbour.map((n) => `${n.status} in ${fmt(n.ms)}`).join(', ');
  console.log(`  another address meanwhile, a second apart: ${neighbourTimes}  ${verdict(halfSentOk)}`);

  process.exitCode = over === 0 && flood.served === 0 && messagesOk && halfSentOk ? 0 : 1;
} finally {
  await app.close();
  await database.stop();
}
