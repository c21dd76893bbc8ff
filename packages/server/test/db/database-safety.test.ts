import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { MigrationLockTimeoutError, runMigrations } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open-database.js';
import { silentLogger } from '../../src/logger.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  url = database.pool.options.connectionString ?? '';
});
afterAll(() => database.drop());

const sqlState = (error: unknown) => (error as { code?: string }).code;

describe('session time-outs of every pooled connection', () => {
  it('cancels a statement that runs past the statement time-out', async () => {
    const handle = connectDatabase(url, { statementTimeoutMs: 200 });
    try {
      const slow = handle.pool.query('select pg_sleep(2)');
      await expect(slow).rejects.toSatisfy((error) => sqlState(error) === '57014');
      expect((await handle.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('fails a statement that waits on a lock past the lock time-out', async () => {
    const handle = connectDatabase(url, { lockTimeoutMs: 200 });
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table rate_limit_counters in access exclusive mode');
      const waiting = handle.pool.query('select count(*) from rate_limit_counters');
      await expect(waiting).rejects.toSatisfy((error) => sqlState(error) === '55P03');
    } finally {
      await holder.query('rollback');
      holder.release();
      await handle.close();
    }
  });

  it('ends a transaction left idle past the idle-in-transaction time-out', async () => {
    const handle = connectDatabase(url, { idleInTransactionTimeoutMs: 200 });
    const client = await handle.pool.connect();
    client.on('error', () => undefined);
    try {
      await client.query('begin');
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      client.release(true);
      await handle.close();
    }
  });

  it('opens the pool with the configured size and time-outs', async () => {
    const config = testConfig({
      databaseUrl: url,
      database: {
        poolSize: 3,
        statementTimeoutMs: 4_000,
        lockTimeoutMs: 1_500,
        idleInTransactionTimeoutMs: 9_000,
        migrationLockTimeoutMs: 5_000,
      },
    });
    const opened = await openDatabase(config, silentLogger);
    try {
      expect(opened.pool.options.max).toBe(3);
      const { rows } = await opened.pool.query(
        `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
                current_setting('idle_in_transaction_session_timeout') as idle`,
      );
      expect(rows).toEqual([{ statement: '4s', lock: '1500ms', idle: '9s' }]);
    } finally {
      await opened.shutdown();
    }
  });
});

describe('the migration lock', () => {
  it('gives up with a clear message when another instance holds it too long', async () => {
    const holder = await database.pool.connect();
    try {
      await holder.query('select pg_advisory_lock(7302118555)');
      const started = Date.now();
      const migrating = runMigrations(database.pool, 300);
      await expect(migrating).rejects.toThrow(MigrationLockTimeoutError);
      await expect(migrating).rejects.toThrow(/held the migration lock for over 0.3 s/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('select pg_advisory_unlock(7302118555)');
      holder.release();
    }
    await runMigrations(database.pool, 300); // free again: nothing to do
  });

  it('leaves the pooled connection with the pool time-outs again', async () => {
    const handle = connectDatabase(url, { max: 1, statementTimeoutMs: 1_234 });
    try {
      await runMigrations(handle.pool, 1_000);
      const { rows } = await handle.pool.query(`select current_setting('statement_timeout') as value`);
      expect(rows).toEqual([{ value: '1234ms' }]);
    } finally {
      await handle.close();
    }
  });
});
