import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** `drizzle/` of this package, the same from `src/db` (tests) and `dist/db` (built). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant: the key of the session-level advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_302_118_555;

/**
 * Applies pending migrations. Several server instances may start at once against one
 * DATABASE_URL; the advisory lock lets one migrate while the others wait and then find nothing to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
