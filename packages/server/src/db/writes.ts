import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * The writes of one money operation, sent to PostgreSQL as ONE statement: every write but the last
 * becomes a data-modifying CTE (`with w0 as (insert …), w1 as (update …) insert …`). One round trip
 * instead of one per table. What that allows and forbids (PostgreSQL, "Data-Modifying Statements
 * in WITH"): all parts run on the same snapshot and none sees another's rows, so a part must not
 * read what an earlier part writes, and no row may be changed twice; foreign keys are checked at
 * the end of the statement, so an entry may point to a row inserted beside it. Callers queue
 * plain INSERTs and UPDATEs whose values they computed from rows they hold locked.
 */
export class Writes {
  private queued: SQLWrapper[] = [];

  /** The transaction they go out in; also what callers build their INSERTs and UPDATEs with. */
  constructor(readonly tx: Queryable) {}

  add(write: SQLWrapper): void {
    this.queued.push(write);
  }

  /** Sends what is queued (nothing when empty) and starts a new batch. */
  async flush(): Promise<void> {
    const writes = this.queued;
    this.queued = [];
    const last = writes.pop();
    if (!last) return;
    if (writes.length === 0) {
      await this.tx.execute(last.getSQL());
      return;
    }
    const ctes = sql.join(
      writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`),
      sql`, `,
    );
    await this.tx.execute(sql`with ${ctes} ${last.getSQL()}` as SQL);
  }
}
