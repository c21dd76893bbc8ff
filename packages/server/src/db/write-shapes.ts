import { sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { preparedQuery } from './prepared.js';

/** Names a value of a write: a `sql.placeholder` when the write is prepared. */
export type Slot = (name: string) => Placeholder;

/** The values of one write, by the names its shape gives its slots. */
export type WriteValues = Record<string, unknown>;

/** What a shape is built on: the handle, or the handle with the batch's earlier writes as CTEs. */
export type WriteRoot = Pick<Queryable, 'insert' | 'update'>;

interface PreparedWrite {
  execute(values: WriteValues): Promise<unknown>;
}

/** An INSERT or UPDATE Drizzle built, which it can also prepare. */
export interface BuiltWrite extends SQLWrapper {
  prepare(name: string): PreparedWrite;
}

/**
 * A write whose SQL is the same every time: only its values change, named by slots. Drizzle
 * builds a batch of shapes once per handle and prepares it (db/writes.ts), instead of building
 * every INSERT and UPDATE of every money operation again: that building was a third of the
 * server's CPU on the money path (docs/bench.md). A shape passes null only to columns whose
 * Drizzle encoder passes it through (uuid, text, date as a string): a prepared query's values all
 * go through their column's encoder, nulls included.
 */
export interface WriteShape {
  /** Unique among shapes and short: a batch's keys, joined, name its prepared statement. */
  readonly key: string;
  build(db: WriteRoot, slot: Slot): BuiltWrite;
}

/**
 * A slot in an UPDATE's SET, encoded as `column` encodes its values. Drizzle's types take no
 * placeholder there, though it encodes one as it does in an INSERT's values.
 */
export function setTo(slot: Placeholder, column: Column): SQL {
  return sql`${sql.param(slot, column)}`;
}

/** A shape with this operation's values. */
export interface ShapedWrite {
  shape: WriteShape;
  values: WriteValues;
}

/** Each handle's prepared batches, by their shapes' keys. */
const batchesOf = preparedQuery(() => new Map<string, PreparedWrite>());

/**
 * Sends `writes` as one statement, prepared once per handle: every write but the last a
 * data-modifying CTE, as db/writes.ts describes, each one's slots its own (`w0.amount`).
 */
export async function sendShaped(tx: Queryable, writes: readonly ShapedWrite[]): Promise<void> {
  const batches = batchesOf(tx);
  const name = `writes:${writes.map((write) => write.shape.key).join('+')}`;
  let batch = batches.get(name);
  if (batch === undefined) {
    const slots = writes.map((_, i) => (slot: string) => sql.placeholder(`w${i}.${slot}`));
    const ctes = writes
      .slice(0, -1)
      .map(({ shape }, i) => tx.$with(`w${i}`, {}).as(shape.build(tx, slots[i]!).getSQL()));
    const last = writes.length - 1;
    batch = writes[last]!.shape.build(ctes.length > 0 ? tx.with(...ctes) : tx, slots[last]!).prepare(name);
    batches.set(name, batch);
  }
  const values: WriteValues = {};
  writes.forEach((write, i) => {
    for (const slot in write.values) values[`w${i}.${slot}`] = write.values[slot];
  });
  await batch.execute(values);
}

/**
 * The shaped write built with its values in place, for a batch that also holds a write without a
 * shape (the alerts, a referral's, a gift card's): Drizzle encodes each value as it does in any
 * INSERT or UPDATE. The values stand where the placeholders would.
 */
export function builtWithValues({ shape, values }: ShapedWrite, tx: Queryable): SQLWrapper {
  return shape.build(tx, (slot) => values[slot] as Placeholder);
}
