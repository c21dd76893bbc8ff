import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { connectDatabase, type DatabaseHandle } from './client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { runMigrations } from './migrate.js';

export interface OpenDatabase extends DatabaseHandle {
  /** Set when this process runs its own PostgreSQL. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool, then stops the embedded server if there is one. */
  shutdown(): Promise<void>;
}

/** DATABASE_URL when set, otherwise the embedded server in DATA_DIR; migrated either way. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'countertop', log });
  try {
    const {
      poolSize,
      statementTimeoutMs,
      lockTimeoutMs,
      idleInTransactionTimeoutMs,
      migrationLockTimeoutMs,
    } = config.database;
    const handle = connectDatabase(
      config.databaseUrl ?? embedded?.url ?? '',
      { max: poolSize, statementTimeoutMs, lockTimeoutMs, idleInTransactionTimeoutMs },
      log,
    );
    try {
      await runMigrations(handle.pool, migrationLockTimeoutMs);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return {
      ...handle,
      embedded,
      async shutdown() {
        await handle.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
