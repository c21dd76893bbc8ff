import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of its own for one test file, on the server the project targets, so
 * files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `countertop_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), { max: 5 });
  await runMigrations(handle.pool);
  return {
    ...handle,
    name,
    async drop() {
      await handle.close();
      await admin((client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}
