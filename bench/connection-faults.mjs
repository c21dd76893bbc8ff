#!/usr/bin/env node
// Connection faults: the built server (its own process, its embedded PostgreSQL in a temporary
// directory) under concurrent rewards, each with an Idempotency-Key, while PostgreSQL ends the
// server's pooled connections with pg_terminate_backend 50 times (one busy connection, or every
// idle one, by turns), as an administrator or a failover would. A request that meets a dead
// connection is answered 503; the worker retries it with the same key, as the front desk does.
// Afterwards every acknowledged reward (answered 200) must be completed and in the ledger, none
// paid twice, every balance equal to its entries, and the server must never have exited. Prints
// operations acknowledged, lost (0) and the server's exits (0); exits 1 otherwise. Not part of
// npm test.
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/connection-faults.mjs [--terminations 50] [--workers 8] [--members 12]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadAverage } from './lib/server.mjs';
import { benchBusiness, httpCalls, serverProcess, sleep } from './lib/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    terminations: { type: 'string', default: '50' },
    workers: { type: 'string', default: '8' },
    members: { type: 'string', default: '12' },
  },
});
const TERMINATIONS = Number(args.terminations);
const WORKERS = Number(args.workers);
const MEMBERS = Number(args.members);

const target = await serverProcess('countertop-connection-faults-');
const { call, must } = httpCalls(target.baseUrl);
let server = target.start();
await target.waitHealthy(server);
const { handle, owner, storeId, members } = await benchBusiness(must, {
  name: 'Fault Bench',
  members: MEMBERS,
});

/** The server's exits: it should have none. One is restarted, so the run still ends with figures. */
let exits = 0;
function watch() {
  void server.exited.then(({ code, signal }) => {
    if (!running) return;
    exits++;
    console.log(`  the server exited (${signal ?? `code ${code}`}):\n${server.stderr()}`);
    server = target.start();
    watch();
  });
}

const acknowledged = [];
const outcome = { statuses: new Map(), retried: 0, dropped: 0 };
let running = true;
watch();

/**
 * One reward, sent again with its key after a 503 or a dropped connection until it is answered:
 * the same key never pays twice, so the retry is safe whether or not the first attempt committed.
 */
async function reward(member) {
  const key = randomUUID();
  const body = {
    customerId: member.memberId,
    billingAmount: (100 + Math.floor(Math.random() * 20_000)) / 100,
    storeId,
  };
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) outcome.retried++;
    let res;
    try {
      res = await call('/business/rewardtransaction/reward', { token: owner, key, body });
    } catch {
      outcome.dropped++;
      await sleep(100);
      continue;
    }
    outcome.statuses.set(res.status, (outcome.statuses.get(res.status) ?? 0) + 1);
    if (res.status === 503) continue;
    if (res.status === 200) acknowledged.push(res.body.data.rtId);
    return;
  }
}

async function worker(index) {
  while (running) await reward(members[(index + Math.floor(Math.random() * MEMBERS)) % MEMBERS]);
}

const admin = await target.databaseClient();
/** The server's connections to its database, busy (in a statement or a transaction) or idle. */
async function serverConnections() {
  const { rows } = await admin.query(
    `select pid, state from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return {
    busy: rows.filter((row) => row.state !== 'idle'),
    idle: rows.filter((row) => row.state === 'idle'),
  };
}

console.log(
  `connection faults: ${TERMINATIONS} terminations, ${WORKERS} workers, ${MEMBERS} members; load ${loadAverage()}`,
);
const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
const ended = { busy: 0, idle: 0, rounds: 0 };
while (ended.rounds < TERMINATIONS) {
  await sleep(100 + Math.random() * 300);
  const { busy, idle } = await serverConnections();
  // By turns one busy connection (a request's transaction fails with it) and every idle one.
  const wantBusy = ended.rounds % 2 === 0;
  const victims = wantBusy ? busy.slice(0, 1) : idle;
  if (victims.length === 0) continue;
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
    victims.map((v) => v.pid),
  ]);
  ended[wantBusy ? 'busy' : 'idle'] += victims.length;
  ended.rounds++;
}
await sleep(1_000);
running = false;
await Promise.all(workers);
const healthy = (await fetch(`${target.baseUrl}/api/v2/health`)).status === 200;

// Every acknowledged reward completed and in the ledger; nothing paid twice; balances = entries.
const { rows: found } = await admin.query(
  `select count(*) as in_ledger from reward_transactions r
   where r.status = 'COMPLETED' and r.id = any($1::uuid[])
     and exists (select 1 from ledger_entries e where e.reward_transaction_id = r.id)`,
  [acknowledged],
);
// The demo business's seeded history is in the same database: only this run's business is counted.
const { rows: totals } = await admin.query(
  `
  select
    (select count(*) from reward_transactions r join businesses b on b.id = r.business_id
      where b.handle = $1 and r.status = 'COMPLETED') as completed,
    (select count(*) from subscriptions s where s.points_balance <> coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'points'), 0)
       or s.wallet_balance_cents <> coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'wallet'), 0)) as unequal,
    (select count(*) from ledger_entries) as entries`,
  [handle],
);
await admin.end();

const lost = acknowledged.length - Number(found[0].in_ledger);
// Every request was retried until answered, so each completed reward is one acknowledged key.
const paidTwice = Number(totals[0].completed) - acknowledged.length;
const statuses = [...outcome.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
console.log(
  `terminated ${ended.busy + ended.idle} connections in ${ended.rounds} rounds (busy ${ended.busy}, idle ${ended.idle})`,
);
console.log(
  `answers ${statuses.join(', ')}; retried with the same key ${outcome.retried} (dropped connections ${outcome.dropped}); ledger entries ${totals[0].entries}`,
);
console.log(
  `operations acknowledged ${acknowledged.length}, lost ${lost}, paid twice ${paidTwice}, balances unequal to their entries ${totals[0].unequal}`,
);
console.log(`server exits ${exits}, restarts ${exits}; healthy afterwards: ${healthy ? 'yes' : 'no'}`);
const serverErrors = [...outcome.statuses].filter(([status]) => status >= 500 && status !== 503).length;
const ok =
  lost === 0 &&
  paidTwice === 0 &&
  Number(totals[0].unequal) === 0 &&
  exits === 0 &&
  healthy &&
  serverErrors === 0;

await target.stop(server);
process.exitCode = ok ? 0 : 1;
