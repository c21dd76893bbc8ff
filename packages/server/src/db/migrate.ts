import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** `drizzle/` of this package, the same from `src/db` (tests) and `dist/db` (built). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant: the key of the session-level advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_302_118_555;

export class MigrationLockTimeoutError extends Error {
  override readonly name = 'MigrationLockTimeoutError';
}

/**
 * Applies pending migrations. Several server instances may start at once against one
 * DATABASE_URL; the advisory lock lets one migrate while the others wait and then find nothing to do.
 * A wait longer than `lockTimeoutMs` (an instance hung midway, a stuck session) fails the start
 * with a clear message instead of hanging it.
 */
export async function runMigrations(pool: pg.Pool, lockTimeoutMs = 120_000): Promise<void> {
  const client = await pool.connect();
  try {
    // A migration may rightly run longer than a request's statement time-out (an index on a big table).
    await client.query('set statement_timeout = 0');
    await client.query(`set lock_timeout = ${Math.trunc(lockTimeoutMs)}`);
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      throw new MigrationLockTimeoutError(
        `Another server instance has held the migration lock for over ${lockTimeoutMs / 1000} s. ` +
          'Check for a stuck instance or session (pg_locks, advisory lock 7302118555), then start again.',
      );
    }
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.query('reset statement_timeout; reset lock_timeout').catch(() => undefined);
    client.release();
  }
}
