import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres.js';
import { silentLogger } from '../../src/logger.js';
import { createTemplateDatabase } from './template-database.js';

/**
 * One embedded PostgreSQL for the whole run, in a fresh temporary directory, with the run's
 * migrated template on it; each test file then copies the template into a database of its own
 * (test/helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'countertop-test-pg-'));
  // When tests run as root, PostgreSQL runs as `postgres` and must be able to enter this directory.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir, database: 'postgres', log: silentLogger });
  const template = await createTemplateDatabase(server.adminUrl);
  project.provide('adminDatabaseUrl', server.adminUrl);
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
