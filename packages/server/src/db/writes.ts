import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.js';
import {
  sendShaped,
  valuesAsSlots,
  type ReportedShape,
  type ShapedWrite,
  type WriteShape,
  type WriteValues,
} from './write-shapes.js';

/**
 * The writes of one money operation, sent to PostgreSQL as ONE statement: every write but the last
 * becomes a data-modifying CTE (`with w0 as (insert …), w1 as (update …) insert …`). One round trip
 * instead of one per table. What that allows and forbids (PostgreSQL, "Data-Modifying Statements
 * in WITH"): all parts run on the same snapshot and none sees another's rows, so a part must not
 * read what an earlier part writes, and no row may be changed twice; foreign keys are checked at
 * the end of the statement, so an entry may point to a row inserted beside it. Callers queue
 * plain INSERTs and UPDATEs whose values they computed from rows they hold locked.
 *
 * One write of a batch may be `reported`: the rows its RETURNING gives come back from `flush` (the
 * alerts an operation raised, when a condition in SQL decides whether they are written at all).
 *
 * The money path's writes are shaped (db/write-shapes.ts): a batch of nothing else is a statement
 * Drizzle prepared once per handle, whose main part selects the reported write's rows when there
 * is one. A batch that also holds a write built per operation (a referral's, a gift card's, the
 * housekeeping's) is built whole, its reported write as its main part.
 */
export class Writes {
  private queued: (SQLWrapper | ShapedWrite)[] = [];
  private reported: ShapedWrite<ReportedShape> | undefined;

  /** The transaction they go out in; also what callers build their INSERTs and UPDATEs with. */
  constructor(readonly tx: Queryable) {}

  add(write: SQLWrapper): void {
    this.queued.push(write);
  }

  /** Queues a write of a fixed shape with this operation's values. */
  addShaped(shape: WriteShape, values: WriteValues): void {
    this.queued.push({ shape, values });
  }

  /** Queues the batch's one write whose RETURNING rows `flush` answers. */
  report(shape: ReportedShape, values: WriteValues): void {
    if (this.reported) throw new Error('a batch of writes reports one write at most');
    this.reported = { shape, values };
  }

  /**
   * Sends what is queued (nothing when empty) and starts a new batch; answers the rows the
   * reported write returned (none without one).
   */
  async flush(): Promise<Record<string, unknown>[]> {
    const queued = this.queued;
    const reported = this.reported;
    this.queued = [];
    this.reported = undefined;
    const shaped = queued.filter(isShaped);
    if (shaped.length === queued.length && (shaped.length > 0 || reported)) {
      return sendShaped(this.tx, shaped, reported);
    }
    const writes = queued.map((write) =>
      isShaped(write) ? write.shape.build(this.tx, valuesAsSlots(write.values)) : write,
    );
    const main = reported ? reported.shape.build(valuesAsSlots(reported.values)) : writes.pop();
    if (!main) return [];
    if (writes.length === 0) return (await this.tx.execute(main.getSQL())).rows;
    const ctes = sql.join(
      writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`),
      sql`, `,
    );
    return (await this.tx.execute(sql`with ${ctes} ${main.getSQL()}` as SQL)).rows;
  }
}

function isShaped(write: SQLWrapper | ShapedWrite): write is ShapedWrite {
  return 'shape' in write;
}
