import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { databaseUrl, withAdminClient } from './admin-client.js';

export interface TemplateDatabase {
  name: string;
  /** Drops the template, at the end of the run. */
  drop(): Promise<void>;
}

/**
 * Every migration applied once per run and server, into a database the test files then copy
 * (`create database … template`, test/helpers/database.ts): migrating a fresh database per file,
 * on each of two servers, was most of the server tests' database set-up. The name is the run's
 * own, so two checkouts testing at once on the machine's PostgreSQL never copy or drop each
 * other's template.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<TemplateDatabase> {
  const name = `countertop_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
  const handle = connectDatabase(databaseUrl(adminUrl, name), { max: 1 });
  try {
    await runMigrations(handle.pool);
  } finally {
    await handle.close();
  }
  // PostgreSQL refuses to copy a database anyone is connected to; refusing connections to the
  // template keeps a stray session from failing every file's copy.
  await withAdminClient(adminUrl, (client) =>
    client.query(`alter database ${client.escapeIdentifier(name)} allow_connections false`),
  );
  return {
    name,
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)}`);
      }),
  };
}
