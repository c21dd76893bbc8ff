import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { databaseUrl, withAdminClient } from '../setup/admin-client.js';

export interface TestDatabase extends DatabaseHandle {
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file, on the server the project targets, so
 * files run in parallel without seeing each other's rows: a copy of the run's template, which the
 * project's global setup migrated once (test/setup/template-database.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `countertop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(inject('templateDatabase'))}`,
    ),
  );
  const handle = connectDatabase(databaseUrl(adminUrl, name), { max: 5 });
  return {
    ...handle,
    name,
    async drop() {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}
