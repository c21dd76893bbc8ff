#!/usr/bin/env node
// Crash safety: the built server (its own process, its embedded PostgreSQL in a temporary
// directory) under concurrent money operations, killed with SIGKILL 10 times, and its PostgreSQL
// postmaster killed with SIGKILL 10 times, restarted after each. Afterwards every operation the
// server had acknowledged (answered 200) must be in the database, every balance must equal the sum
// of its ledger entries, and none may be negative. Prints rounds, acknowledged and lost (must be
// 0); exits 1 otherwise. Not part of npm test.
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/crash.mjs [--rounds 20] [--workers 8] [--members 12]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadAverage } from './lib/server.mjs';
import { alive, benchBusiness, httpCalls, serverProcess, sleep } from './lib/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    workers: { type: 'string', default: '8' },
    members: { type: 'string', default: '12' },
  },
});
const ROUNDS = Number(args.rounds);
const WORKERS = Number(args.workers);
const MEMBERS = Number(args.members);

const target = await serverProcess('countertop-crash-');
const { call, must } = httpCalls(target.baseUrl);
let server = target.start();
await target.waitHealthy(server);
const { owner, storeId, members } = await benchBusiness(must, { name: 'Crash Bench', members: MEMBERS });
const templateId = (
  await must('/business/giftcard/addandpublish', {
    token: owner,
    body: { amount: 50, discount: 10, validity: null, termsOfUse: { useInStore: true, useOnline: true } },
  })
).data.id;

/** Operations the server acknowledged: what each one wrote, to look for afterwards. */
const acknowledged = [];
const outcome = { acknowledged: 0, refused: 0, unanswered: 0 };
let running = true;

/** One money operation with an Idempotency-Key; a redemption is add → approve → complete. */
async function operation(member) {
  const key = randomUUID();
  const kind = ['refund', 'reward', 'sell', 'redeem'][Math.floor(Math.random() * 4)];
  const customerId = member.memberId;
  let res;
  if (kind === 'refund') {
    res = await call('/business/customer/refund', {
      token: owner,
      key,
      body: { customerId, refundAmount: (1 + Math.floor(Math.random() * 2000)) / 100, storeId },
    });
    if (res.status === 200) acknowledged.push({ kind, id: res.body.data.refundId });
  } else if (kind === 'reward') {
    res = await call('/business/rewardtransaction/reward', {
      token: owner,
      key,
      body: { customerId, billingAmount: (100 + Math.floor(Math.random() * 20_000)) / 100 },
    });
    if (res.status === 200) acknowledged.push({ kind, id: res.body.data.rtId });
  } else if (kind === 'sell') {
    res = await call('/business/giftcard/sell', {
      token: owner,
      key,
      body: { cartItems: [{ id: templateId }], customerId, storeId },
    });
    if (res.status === 200) acknowledged.push({ kind, id: res.body.data.giftCardId });
  } else {
    const added = await call('/business/rewardtransaction/add', {
      token: owner,
      key,
      body: { customerId, billingAmount: 20, wallet: 0.5, storeId },
    });
    if (added.status !== 200) {
      res = added;
    } else {
      const approved = await call('/customer/rewardtransaction/approve', {
        token: member.token,
        body: { rtId: added.body.rtId },
      });
      res =
        approved.status !== 200
          ? approved
          : await call('/business/rewardtransaction/reward', {
              token: owner,
              key: randomUUID(),
              body: { customerId, billingAmount: 20, rtId: added.body.rtId, storeId },
            });
      if (res.status === 200) acknowledged.push({ kind, id: added.body.rtId });
    }
  }
  if (res.status === 200) outcome.acknowledged++;
  else if (res.status < 500) outcome.refused++;
  else outcome.unanswered++;
}

async function worker(index) {
  while (running) {
    try {
      await operation(members[(index + Math.floor(Math.random() * MEMBERS)) % MEMBERS]);
    } catch {
      // The server or its database is down: the operation's fate is unknown, and it was never
      // acknowledged. Wait for the restart.
      outcome.unanswered++;
      await sleep(100);
    }
  }
}

console.log(`crash safety: ${ROUNDS} rounds, ${WORKERS} workers, ${MEMBERS} members; load ${loadAverage()}`);
const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
const restarts = [];
let serverKills = 0;
let postgresKills = 0;
let didNotExit = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const before = outcome.acknowledged;
  await sleep(1_500 + Math.random() * 2_000);
  if (round % 2 === 1) {
    server.child.kill('SIGKILL');
    serverKills++;
    await server.exited;
  } else {
    const pm = await target.postmaster();
    if (!pm || !alive(pm.pid)) throw new Error('no running postmaster to kill');
    process.kill(pm.pid, 'SIGKILL');
    postgresKills++;
    // The server notices its database died and exits non-zero; one that hangs on is killed.
    const exit = await Promise.race([server.exited, sleep(20_000).then(() => undefined)]);
    if (!exit) {
      didNotExit++;
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  const started = performance.now();
  server = target.start();
  await target.waitHealthy(server);
  restarts.push(performance.now() - started);
  console.log(
    `  round ${round}: killed ${round % 2 === 1 ? 'the server' : 'PostgreSQL'}, back in ${((performance.now() - started) / 1000).toFixed(1)} s; acknowledged ${outcome.acknowledged} (+${outcome.acknowledged - before} this round)`,
  );
}
await sleep(1_000);
running = false;
await Promise.all(workers);

// Checked straight in PostgreSQL, through the cluster's own pid file and password.
const client = await target.databaseClient();
const ids = (kind) => acknowledged.filter((a) => a.kind === kind).map((a) => a.id);
const present = async (table, column, list) =>
  list.length === 0
    ? 0
    : Number(
        (await client.query(`select count(*) as n from ${table} where ${column} = any($1::uuid[])`, [list]))
          .rows[0].n,
      );
const lost =
  ids('refund').length -
  (await present('refunds', 'id', ids('refund'))) +
  (ids('sell').length - (await present('member_gift_cards', 'id', ids('sell')))) +
  ([...ids('reward'), ...ids('redeem')].length -
    Number(
      (
        await client.query(
          `select count(*) as n from reward_transactions where status = 'COMPLETED' and id = any($1::uuid[])`,
          [[...ids('reward'), ...ids('redeem')]],
        )
      ).rows[0].n,
    ));
const { rows: drift } = await client.query(`
  select
    (select count(*) from subscriptions s where s.points_balance <> coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'points'), 0)
       or s.wallet_balance_cents <> coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'wallet'), 0)) as subscriptions,
    (select count(*) from member_gift_cards c where c.balance_cents <> coalesce((select sum(amount) from ledger_entries e where e.member_gift_card_id = c.id), 0)) as cards,
    (select count(*) from subscriptions where points_balance < 0 or wallet_balance_cents < 0)
      + (select count(*) from member_gift_cards where balance_cents < 0)
      + (select count(*) from ledger_entries where balance_after < 0) as negative,
    (select count(*) from ledger_entries) as entries`);
await client.end();

const d = drift[0];
const restartSeconds = restarts.map((ms) => ms / 1000).sort((a, b) => a - b);
console.log(
  `rounds ${ROUNDS} (server killed ${serverKills}, PostgreSQL killed ${postgresKills}; server did not exit by itself ${didNotExit}), ` +
    `restart median ${restartSeconds[Math.floor(restartSeconds.length / 2)].toFixed(1)} s, max ${restartSeconds.at(-1).toFixed(1)} s`,
);
console.log(
  `operations acknowledged ${outcome.acknowledged}, refused ${outcome.refused}, unanswered during crashes ${outcome.unanswered}; ` +
    `ledger entries ${d.entries}`,
);
console.log(
  `lost ${lost}; balances unequal to their entries: subscriptions ${d.subscriptions}, cards ${d.cards}; negative ${d.negative}`,
);
const ok = lost === 0 && Number(d.subscriptions) === 0 && Number(d.cards) === 0 && Number(d.negative) === 0;

await target.stop(server);
process.exitCode = ok ? 0 : 1;
