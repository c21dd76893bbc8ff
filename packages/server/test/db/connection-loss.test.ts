import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../src/db/client.js';
import { isConnectionLost } from '../../src/db/errors.js';
import { DATABASE_MESSAGES } from '../../src/db/messages.js';
import { rewardTransactions, subscriptions } from '../../src/db/schema/index.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { API, uniqueId } from '../helpers/flows.js';
import { call, newMember, rewardAtDesk, type Member } from '../helpers/front-desk.js';

// PostgreSQL ending pooled connections (pg_terminate_backend: an administrator, a failover) costs
// at most the requests that were on them, answered 503; the server itself goes on serving.
const t = setUpTestApp();
const desk = setUpDesk(t);
let member: Member;
/** A connection of the test's own, outside the app's pool: it terminates the app's. */
let admin: pg.Client;

beforeAll(async () => {
  member = await newMember(t);
  const first = await rewardAtDesk(t.app, desk, 'owner', { customerId: member.memberId, billingAmount: 10 });
  expect(first.statusCode).toBe(200);
  admin = new pg.Client({ connectionString: pool().options.connectionString });
  await admin.connect();
});
afterAll(() => admin.end());

function pool(): pg.Pool {
  return poolOf(t.db);
}

/** Ends every backend of this database but the admin's own; answers how many. */
async function terminateAll(): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid, 15000) as ended from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.filter((row) => row.ended).length;
}

/** Ends one backend and waits until it has exited (the timeout form waits for it). */
async function terminate(pid: number): Promise<void> {
  const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1, 15000) as ended', [
    pid,
  ]);
  expect(rows[0]?.ended).toBe(true);
}

const health = () => t.app.inject({ method: 'GET', url: `${API}/health` });
const storeList = () => call(t.app, desk.owner, '/business/store/list', {});

describe('a pooled connection that PostgreSQL ends', () => {
  it('is dropped and replaced when it was idle: every request after it is served', async () => {
    // Five connections open and idle in the pool.
    const clients = await Promise.all(Array.from({ length: 5 }, () => pool().connect()));
    for (const client of clients) client.release();
    let dropped = 0;
    const onError = () => dropped++;
    pool().on('error', onError);
    try {
      expect(await terminateAll()).toBeGreaterThanOrEqual(5);
      await expect.poll(() => dropped, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    } finally {
      pool().off('error', onError);
    }
    expect((await health()).statusCode).toBe(200);
    const stores = await storeList();
    expect(stores.statusCode).toBe(200);
  });

  it('fails the request it was busy with as a clean 503, and a retry with the same Idempotency-Key pays once', async () => {
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, desk.business.id));
    if (!subscription) throw new Error('the member has no subscription');
    const before = await rewardsOf(subscription.id);
    const key = `connection-loss-${uniqueId()}`;
    const reward = () =>
      call(
        t.app,
        desk.owner,
        '/business/rewardtransaction/reward',
        { customerId: member.memberId, billingAmount: 12.5, ...desk.place },
        { 'idempotency-key': key },
      );

    // The member's subscription is locked here, so the reward's transaction waits on it...
    await admin.query('begin');
    await admin.query('select id from subscriptions where id = $1 for update', [subscription.id]);
    const pending = reward();
    const waiting = await vi.waitFor(
      async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (!rows[0]) throw new Error('the reward is not waiting on the lock yet');
        return rows[0].pid;
      },
      { timeout: 15_000 },
    );
    // ...and its connection is ended in the middle of it.
    await terminate(waiting);
    const failed = await pending;
    await admin.query('rollback');

    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: DATABASE_MESSAGES.unavailable });
    expect(await rewardsOf(subscription.id)).toBe(before);

    const retried = await reward();
    expect(retried.statusCode).toBe(200);
    expect((await reward()).json()).toEqual(retried.json());
    expect(await rewardsOf(subscription.id)).toBe(before + 1);
    expect((await health()).statusCode).toBe(200);
  });

  it('that a request holds between statements fails its next statement, and the pool lets it go', async () => {
    const client = await pool().connect();
    await client.query('begin');
    let lost: unknown;
    try {
      await terminate((client as pg.PoolClient & { processID: number }).processID);
      await client.query('select 1').catch((error: unknown) => (lost = error));
      expect(isConnectionLost(lost)).toBe(true);
    } finally {
      client.release();
    }
    expect((await pool().query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    expect((await storeList()).statusCode).toBe(200);
  });
});

async function rewardsOf(subscriptionId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(rewardTransactions)
    .where(eq(rewardTransactions.subscriptionId, subscriptionId));
  return row?.n ?? 0;
}
