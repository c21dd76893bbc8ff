#!/usr/bin/env node
// Member search at 1,000,000 members: the front desk's customer search through the real server,
// next to its floor (a bare Fastify route doing one indexed SELECT of a member by code through pg,
// driven by the same load generator), the same SQL sent bare and one bare indexed SELECT, all in
// one run. The searching counters run in a process of their own (bench/lib/load-process.mjs). Not part
// of npm test.
//
//   pnpm --filter @countertop/api --filter @countertop/server build
//   node bench/member-search.mjs [--members 1000000] [--searches 4000] [--concurrency 32]
//
// See bench/README.md and docs/bench.md.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { endPool } from './lib/end-pool.mjs';
import { startFloorServer } from './lib/floor.mjs';
import { startLoad } from './lib/load.mjs';
import { measure, table } from './lib/measure.mjs';
import { runLoops } from './lib/reward-operations.mjs';
import {
  apiCaller,
  benchApp,
  codeInbox,
  loadAverage,
  postgresCpuMs,
  requireFromServer,
  signUpOwner,
  startDatabase,
} from './lib/server.mjs';
import { installCapture, replay, replayable } from './lib/statements.mjs';

const pg = requireFromServer('pg');
const capture = installCapture(pg);

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const MEMBERS = Number(args.members);
const SEARCHES = Number(args.searches);
const CONCURRENCY = Number(args.concurrency);

/** Member i (1-based) of the seeded ones: memberId 100000000 + i, username member<i>. */
const codeOf = (i) => String(100_000_000 + i);
const randomMember = () => 1 + Math.floor(Math.random() * MEMBERS);

async function main() {
  const database = await startDatabase('countertop-search-');
  const bare = new pg.Pool({ connectionString: database.url, max: 10 });
  bare.on('error', () => undefined);
  let app;
  let floor;
  try {
    const inbox = codeInbox();
    // Searches per person are limited (a person serves one customer at a time); the bench is 32
    // counters of one person, so the limits are lifted, not their counting.
    app = await benchApp(database, inbox, { config: { rateLimitFactor: 1_000_000 } });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const api = apiCaller({ app, baseUrl });
    const owner = await signUpOwner(api, inbox, {
      email: 'owner@search.example',
      businessName: 'Search Coffee',
      handle: '@searchcoffee',
      counters: 1,
    });

    // The members, straight in the database: one INSERT … SELECT over generate_series, and every
    // fifth of them subscribed to the business with some points and wallet money.
    const seeded = performance.now();
    await bare.query(
      `insert into members (member_code, username, name, email, created_at)
       select (100000000 + i)::text, 'member' || i, 'Member ' || i, 'member' || i || '@search.example', now()
       from generate_series(1, $1::int) as i`,
      [MEMBERS],
    );
    await bare.query(
      `insert into subscriptions (business_id, member_id, points_balance, wallet_balance_cents, subscribed_at)
       select b.id, m.id, 10, 500, now()
       from members m, businesses b
       where m.member_code ~ '^1' and (m.member_code::bigint % 5) = 0`,
    );
    await bare.query('analyze');
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { rows } = await bare.query(
      `select (select count(*) from members)::int as members, (select count(*) from subscriptions)::int as subscriptions`,
    );

    const search = (query) => api('/business/customer/search', { token: owner, body: { query } });
    // Warm up, then capture one search of each kind to count (and replay) its statements.
    for (let i = 0; i < 200; i++) await search(codeOf(randomMember()));
    const byCode = replayable(await capture(() => search(codeOf(5))), []);
    const byUsername = replayable(await capture(() => search('@member5')), []);
    const plan = await bare.query(`explain select * from members where member_code = '${codeOf(5)}' limit 1`);

    console.log(
      `\nCountertop member search — ${rows[0].members.toLocaleString('en')} members ` +
        `(${rows[0].subscriptions.toLocaleString('en')} subscribed), seeded in ${seedSeconds.toFixed(0)} s; ` +
        `concurrency ${CONCURRENCY}, HTTP on loopback, Node ${process.version}`,
    );
    console.log(
      `  machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadAverage()} at start`,
    );
    console.log(`  bare lookup plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);
    console.log(
      `  statements per search: by memberId ${byCode.count}, by username ${byUsername.count} ` +
        `(the session lookup, then the member with their subscription and live gift-card sum in one ` +
        `statement)\n`,
    );

    const loops = (operation) => () => runLoops(SEARCHES, CONCURRENCY, operation);
    // The searching counters run in a process of their own, as in reward-throughput.mjs.
    // The floor: the same lookup a bare server can make, over a pool the size of the server's.
    floor = await startFloorServer({ url: database.url, poolSize: database.handle.pool.options.max });
    const load = await startLoad({ baseUrl, owner, memberCount: MEMBERS, floorUrl: floor.url });
    const counters = (scenario) => () => load.run(scenario, SEARCHES, CONCURRENCY);
    // The floor's pool opens its connections, and both servers warm up, before anything counts.
    await load.run('floorMember', 1000, CONCURRENCY);
    await load.run('searchByMemberId', 1000, CONCURRENCY);
    const results = [];
    const phase = async (label, statements, run, serverPid) => {
      const result = await measure(label, run, {
        postgresCpu: () => postgresCpuMs(database.dataDir),
        clientPid: load.pid,
        serverPid,
      });
      result.statements = statements;
      results.push(result);
    };
    await phase('floor: bare Fastify + pg, one indexed SELECT', 1, counters('floorMember'), floor.pid);
    await phase('search by memberId — app', byCode.count, counters('searchByMemberId'));
    await phase('search by username — app', byUsername.count, counters('searchByUsername'));
    await phase(
      'same statements as by memberId, bare pg',
      byCode.count,
      loops(() => replay(bare, byCode)),
    );
    // The search's own statement (member, subscription, gift cards), without the session and limits.
    const own = byCode.statements.filter((st) => st.name === 'member_summary_by_memberId');
    await phase(
      "the search's own statement, bare pg",
      own.length,
      loops(() => replay(bare, { bind: () => own })),
    );
    await phase(
      'one indexed SELECT by member code, bare pg',
      1,
      loops(() => bare.query('select * from members where member_code = $1', [codeOf(randomMember())])),
    );
    await load.stop();
    table(results);
    const [floorSelect, app1, app2, , ownSql, indexed] = results;
    const worst = Math.max(app1.p99, app2.p99);
    const verdict = (p99, against) =>
      `${(p99 / against.p99).toFixed(1)}×; goal ≤ 2×: ${p99 <= 2 * against.p99 ? 'met' : 'NOT met'}`;
    console.log(
      `\nHeadline: the whole search over HTTP takes ${worst.toFixed(2)} ms (p99) against ` +
        `${floorSelect.p99.toFixed(2)} ms for the bare indexed SELECT over the same client, HTTP and pg ` +
        `(${verdict(worst, floorSelect)}); on the database alone, the search's own statement takes ` +
        `${ownSql.p99.toFixed(2)} ms against ${indexed.p99.toFixed(2)} ms for a bare indexed SELECT ` +
        `(${verdict(ownSql.p99, indexed)}).\n`,
    );
  } finally {
    await app?.close();
    await floor?.stop();
    await endPool(bare);
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
