import type { TestProject } from 'vitest/node';
import { machineDatabaseUrl } from './machine-url.js';
import { createTemplateDatabase } from './template-database.js';

/**
 * The machine's PostgreSQL (vitest.pg.config.ts has already checked that it answers), with the
 * run's migrated template on it, dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase(machineDatabaseUrl);
  project.provide('adminDatabaseUrl', machineDatabaseUrl);
  project.provide('templateDatabase', template.name);
  return () => template.drop();
}
