#!/usr/bin/env node
// Malformed requests over HTTP: 100,000 requests generated from the server's OpenAPI document
// (bench/lib/malformed-requests.mjs), each breaking one thing (wrong types, missing and extra
// fields, null, huge numbers, 100 kB strings, NUL, emoji and RTL text, JSON nested 1,000 deep,
// 100,000-item arrays, invalid JSON, wrong content types, 2 MB bodies), sent with valid tokens so
// they reach validation. Passes with 0 answers 5xx, 0 dropped connections, and the server healthy
// afterwards. Not part of npm test (which runs 5,000 of them through inject).
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/malformed.mjs [--count 100000] [--concurrency 16] [--seed 1]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MUTATIONS, malformedRequests } from './lib/malformed-requests.mjs';
import {
  API,
  apiCaller,
  benchApp,
  codeInbox,
  loadAverage,
  signUpOwner,
  startDatabase,
} from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '16' },
    seed: { type: 'string', default: '1' },
  },
});
const COUNT = Number(args.count);
const CONCURRENCY = Number(args.concurrency);

const database = await startDatabase('countertop-malformed-', { max: 10 });
const inbox = codeInbox();
const app = await benchApp(database, inbox);
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const api = apiCaller({ baseUrl });

try {
  const id = randomUUID().slice(0, 8);
  const ownerEmail = `owner.${id}@example.com`;
  const handle = `malformed${id}`;
  const owner = await signUpOwner(api, inbox, {
    email: ownerEmail,
    businessName: 'Malformed Bench',
    handle,
    counters: 1,
  });
  const staffEmail = `staff.${id}@example.com`;
  await api('/business/staff/add', { token: owner, body: { name: 'Bench Staff', email: staffEmail } });
  const device = { uuid: randomUUID(), platform: 'Web', model: 'Bench', make: 'Node', name: 'bench' };
  const signInStaff = async () => {
    await api('/user/loginotp', { body: { userType: 'S', user: { email: staffEmail, userName: handle } } });
    const body = {
      userType: 'S',
      client: 'Web',
      user: {
        email: staffEmail,
        userName: handle,
        otp: Number(inbox.codeFor(staffEmail)),
        device: { ...device, regToken: 'web', appVersion: '1.0.0', isOwnerDevice: false },
      },
    };
    return (await api('/user/verifyloginotp', { body })).token;
  };
  const staff = await signInStaff();
  const memberEmail = `member.${id}@example.com`;
  await api('/user/loginotp', { body: { userType: 'C', user: { email: memberEmail } } });
  const member = (
    await api('/user/verifyloginotp', {
      body: {
        userType: 'C',
        client: 'Web',
        user: { email: memberEmail, otp: Number(inbox.codeFor(memberEmail)) },
      },
    })
  ).token;
  const doc = await (await fetch(`${baseUrl}${API}/openapi.json`)).json();

  console.log(
    `malformed requests: ${COUNT.toLocaleString('en-AU')} over HTTP at concurrency ${CONCURRENCY}, seed ${args.seed}; load ${loadAverage()}`,
  );
  const requests = malformedRequests(doc, {
    count: COUNT,
    seed: Number(args.seed),
    tokens: { business: owner, staff, customer: member },
  });
  const statuses = new Map();
  const mutations = new Map(MUTATIONS.map(([name]) => [name, 0]));
  const serverErrors = [];
  const dropped = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = requests.next(); !next.done; next = requests.next()) {
        const request = next.value;
        mutations.set(request.mutation, mutations.get(request.mutation) + 1);
        sent++;
        if (sent % 10_000 === 0) console.log(`  ${sent.toLocaleString('en-AU')} sent`);
        try {
          const res = await fetch(`${baseUrl}${request.url}`, {
            method: request.method,
            headers: request.headers,
            body: request.payload,
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500)
            serverErrors.push(`${request.mutation} ${request.method} ${request.url} → ${res.status}`);
        } catch (error) {
          dropped.push(
            `${request.mutation} ${request.method} ${request.url}: ${error.cause?.code ?? error.message}`,
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const health = await fetch(`${baseUrl}${API}/health`);
  const stores = await fetch(`${baseUrl}${API}/business/store/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const healthy = health.status === 200 && stores.status === 200;

  console.log(`mutations: ${[...mutations].map(([m, n]) => `${m} ${n}`).join(', ')}`);
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}`,
  );
  console.log(
    `requests ${sent}, 5xx ${serverErrors.length}, dropped ${dropped.length}, ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} requests/s), healthy afterwards: ${healthy ? 'yes' : 'NO'}`,
  );
  for (const line of [...serverErrors, ...dropped].slice(0, 20)) console.log(`  ${line}`);
  process.exitCode = serverErrors.length === 0 && dropped.length === 0 && healthy ? 0 : 1;
} finally {
  await app.close();
  await database.stop();
}
