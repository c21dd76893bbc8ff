import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createTestApp, type TestApp } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { openDesk, type Desk } from './front-desk.js';

/** A test file's app, and the database of its own that the app runs on. */
export interface FileApp extends TestApp {
  db: Database;
}

/**
 * Registers the hooks every test file needs: beforeAll makes a fresh migrated database and the
 * app over it, afterAll closes the app and drops the database. The returned object is filled in
 * by beforeAll, so a file names it at the top and its tests and helpers read it when they run.
 */
export function setUpTestApp(
  config: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'chat'> = {},
): FileApp {
  const file = {} as FileApp;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    Object.assign(file, await createTestApp(database.db, config, options), { db: database.db });
  });
  afterAll(async () => {
    await file.app.close();
    await database.drop();
  });
  return file;
}

/** A front desk opened in beforeAll (after the app's own hook): see {@link openDesk}. */
export function setUpDesk(t: FileApp): Desk {
  const desk = {} as Desk;
  beforeAll(async () => {
    Object.assign(desk, await openDesk(t, t.db));
  });
  return desk;
}
