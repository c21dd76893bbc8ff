import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { poolOf, type Database } from './client.js';
import * as schema from './schema/index.js';

/**
 * Transactions for the hot path, with statements Drizzle builds once per pooled connection.
 *
 * Drizzle builds a query's SQL on every call: 0.4–0.9 ms of CPU for each of the money path's
 * bigger statements on this machine (docs/bench.md), more than PostgreSQL spends running them. A
 * prepared Drizzle query is built once, but it is bound to the connection it was made on, and
 * `db.transaction` takes whichever connection the pool hands out. So this keeps, for each pooled
 * connection, a Drizzle instance over it and the queries `prepare` made with it, and runs BEGIN,
 * COMMIT and ROLLBACK itself. The work gets that instance as its transaction handle.
 */
export function connectionTransactions<P>(db: Database, prepare: (connection: Database) => P) {
  const pool = poolOf(db);
  const prepared = new WeakMap<pg.PoolClient, { connection: Database; statements: P }>();
  return async function transaction<T>(
    work: (connection: Database, statements: P) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    let entry = prepared.get(client);
    if (!entry) {
      const connection = drizzle(client, { schema });
      entry = { connection, statements: prepare(connection) };
      prepared.set(client, entry);
    }
    // A connection that failed mid-transaction is dropped, not handed to the next request.
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await work(entry.connection, entry.statements);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * `connectionTransactions` over any database, made once per database: for a module whose
 * transactions run statements prepared on their connection.
 */
export function connectionTransactionsOf<P>(prepare: (connection: Database) => P) {
  const made = new WeakMap<Database, ReturnType<typeof connectionTransactions<P>>>();
  return (db: Database) => {
    let transactions = made.get(db);
    if (!transactions) {
      transactions = connectionTransactions(db, prepare);
      made.set(db, transactions);
    }
    return transactions;
  };
}
