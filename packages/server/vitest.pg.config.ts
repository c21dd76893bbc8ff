import pg from 'pg';
import { defineConfig } from 'vitest/config';
import { machineDatabaseUrl as url } from './test/setup/machine-url.js';
import { serverTestOptions } from './vitest.shared.js';

async function reachable(connectionString: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problem = await reachable(url);
if (problem) {
  // Not an error: the machine may simply have no PostgreSQL. The embedded project still runs.
  console.log(`\nserver-pg: skipped, no PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} (${problem})\n`);
}

/** The same server tests against the machine's PostgreSQL (TEST_DATABASE_URL), when it answers. */
export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server-pg',
    // The embedded server's own start/stop/recovery tests are meaningless against another server,
    // and the CSV export's heap bound is Node's while it streams, the same whichever server sends
    // the 100,000 rows (30-45 s a run; the export's queries run here in the records tests).
    exclude: ['test/db/embedded-postgres.test.ts', 'test/records/csv-export-memory.test.ts'],
    include: problem ? [] : serverTestOptions.include,
    globalSetup: ['test/setup/machine-postgres.ts'],
    // The randomized ledger's 10,000 operations run on the embedded server; here a quarter as many
    // on a seed of their own, so the second server adds paths rather than repeating them (decision 58).
    env: {
      LEDGER_OPERATIONS: process.env.LEDGER_OPERATIONS ?? '2500',
      LEDGER_SEED: process.env.LEDGER_SEED ?? '20261127',
    },
  },
});
