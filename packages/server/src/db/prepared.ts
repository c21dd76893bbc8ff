import type { Database } from './client.js';

/**
 * A query Drizzle builds once per database handle, with `sql.placeholder` for what changes, and
 * `.prepare(name)`s: no query building per call (Drizzle spends more CPU building a query than
 * PostgreSQL spends running a small one, docs/bench.md), and PostgreSQL parses and plans it once
 * per connection. For the queries every request sends, such as the session lookup.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
