import type { Queryable } from './client.js';

/**
 * A query Drizzle builds once per database handle, with `sql.placeholder` for what changes, and
 * `.prepare(name)`s: no query building per call (Drizzle spends more CPU building a query than
 * PostgreSQL spends running a small one, docs/bench.md), and PostgreSQL parses and plans it once
 * per connection. For the queries every request sends, such as the session lookup; inside a money
 * transaction the handle is the connection's own (db/connection-transaction.ts), so a query
 * prepared with it runs in that transaction.
 */
export function preparedQuery<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const built = new WeakMap<Queryable, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
