import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.js';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either, so services decide where a transaction starts. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Connections at most (DB_POOL_SIZE). */
  max?: number;
  /** A statement running longer is cancelled (SQLSTATE 57014). */
  statementTimeoutMs?: number;
  /** Waiting longer for a row or table lock fails the statement (SQLSTATE 55P03). */
  lockTimeoutMs?: number;
  /** A transaction left open without a statement this long is ended by the server. */
  idleInTransactionTimeoutMs?: number;
}

/**
 * The defaults of DB_STATEMENT_TIMEOUT_MS and friends (config.ts): a request never waits on the
 * database for ever, and a transaction a bug left open cannot hold its locks for ever either.
 */
export const DEFAULT_POOL_OPTIONS = {
  max: 10,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
} satisfies Required<PoolOptions>;

/**
 * The pool over `url`. `log` hears of connections PostgreSQL ended (warn): the server goes on
 * without them, and an operator should still know that an administrator or a failover ended them.
 */
export function connectDatabase(
  url: string,
  options: PoolOptions = {},
  log?: Pick<Logger, 'warn'>,
): DatabaseHandle {
  const settings = { ...DEFAULT_POOL_OPTIONS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    // Session settings sent when each connection opens, so every query of the pool has them.
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // Fail fast instead of hanging a request when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // PostgreSQL may end any connection (an administrator's pg_terminate_backend, a restart, a
  // failover). pg-pool drops an idle one and re-emits its error on the pool; a connection a request
  // has checked out has no listener of pg-pool's, and an 'error' event with no listener ends the
  // process. So every connection gets one of its own: the request's next statement fails instead
  // (answered 503, errors.ts isConnectionLost), and pg-pool drops the dead connection when it is
  // released, opening a fresh one for the next request.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log?.warn({ err: error }, 'A database connection was lost; the pool replaces it'),
    ),
  );
  // Already logged by the connection's own listener above.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The pool `connectDatabase` made the handle over (Drizzle keeps it as `$client`). */
export function poolOf(db: Database): pg.Pool {
  const { $client } = db as Database & { $client?: unknown };
  if ($client instanceof pg.Pool) return $client;
  throw new Error('the database handle is not over a pg pool');
}
