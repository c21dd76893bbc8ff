import type { TestProject } from 'vitest/node';
import { machineDatabaseUrl } from './machine-url.js';

/** The machine's PostgreSQL; vitest.pg.config.ts has already checked that it answers. */
export default function setup(project: TestProject) {
  project.provide('adminDatabaseUrl', machineDatabaseUrl);
}
