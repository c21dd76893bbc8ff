import { sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { preparedQuery } from './prepared.js';

/** Names a value of a write: a `sql.placeholder` when the write is prepared. */
export type Slot = (name: string) => Placeholder;

/** The values of one write, by the names its shape gives its slots. */
export type WriteValues = Record<string, unknown>;

/** What a shape is built on: the handle, or the handle with the batch's earlier writes as CTEs. */
export type WriteRoot = Pick<Queryable, 'insert' | 'update'>;

/** An INSERT or UPDATE Drizzle built, which it can also prepare. */
export interface BuiltWrite extends SQLWrapper {
  prepare(name: string): { execute(values: WriteValues): Promise<unknown> };
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
  /** Unique among shapes: a batch's keys, joined, tell its prepared statement. */
  readonly key: string;
  build(db: WriteRoot, slot: Slot): BuiltWrite;
}

/** A slot for each of `names`, under its own name: the columns a shape's values fill as they are. */
export function slots<K extends string>(slot: Slot, names: readonly K[]): Record<K, Placeholder> {
  const made = {} as Record<K, Placeholder>;
  for (const name of names) made[name] = slot(name);
  return made;
}

/**
 * A slot in an UPDATE's SET, encoded as `column` encodes its values. Drizzle's types take no
 * placeholder there, though it encodes one as it does in an INSERT's values.
 */
export function setTo(slot: Placeholder, column: Column): SQL {
  return sql`${sql.param(slot, column)}`;
}

/**
 * The one write of a batch whose rows come back (db/writes.ts): its SQL, the same every time for
 * its key, with its values in slots. It ends with `returning id`.
 */
export interface ReportedShape {
  readonly key: string;
  build(slot: Slot): SQL;
}

/** A shape with this operation's values. */
export interface ShapedWrite<S = WriteShape> {
  shape: S;
  values: WriteValues;
}

/** A batch's statement, and each of its placeholders: its name, and its write's and slot's. */
interface PreparedBatch {
  statement: { execute(values: WriteValues): Promise<unknown> };
  placeholders: { name: string; write: number; slot: string }[];
}

/** Each handle's prepared batches, by their shapes' keys. */
const batchesOf = preparedQuery(() => new Map<string, PreparedBatch>());

/**
 * The prepared statements' names, by their shapes' keys, numbered in the order first sent: a
 * batch's keys can be longer than the 63 characters PostgreSQL keeps of a name, and two names
 * cut to the same 63 would clash.
 */
const statementNames = new Map<string, string>();

function statementName(keys: string): string {
  let name = statementNames.get(keys);
  if (name === undefined) {
    name = `writes_${statementNames.size + 1}`;
    statementNames.set(keys, name);
  }
  return name;
}

/** Builds and prepares the batch, noting each placeholder it made, to fill them in later. */
function buildBatch(
  tx: Queryable,
  writes: readonly ShapedWrite[],
  reported: ReportedShape | undefined,
  name: string,
): PreparedBatch {
  const placeholders = new Map<string, PreparedBatch['placeholders'][number]>();
  // The slots of the `i`th write: its own placeholders (`w0.amount`).
  const slotsOf = (write: number) => (slot: string) => {
    const placeholder = `w${write}.${slot}`;
    placeholders.set(placeholder, { name: placeholder, write, slot });
    return sql.placeholder(placeholder);
  };
  const statement = buildStatement(tx, writes, reported, name, slotsOf);
  return { statement, placeholders: [...placeholders.values()] };
}

/**
 * The batch's statement: every write but the last a data-modifying CTE, as db/writes.ts describes,
 * or every one of them when the batch reports one, and the statement then answers the ids that
 * last one returned.
 */
function buildStatement(
  tx: Queryable,
  writes: readonly ShapedWrite[],
  reported: ReportedShape | undefined,
  name: string,
  slotsOf: (write: number) => Slot,
): PreparedBatch['statement'] {
  const ctes = writes.map(({ shape }, i) => tx.$with(`w${i}`, {}).as(shape.build(tx, slotsOf(i)).getSQL()));
  if (reported) {
    const rows = tx
      .$with(`w${writes.length}`, { id: sql<string>`id` })
      .as(reported.build(slotsOf(writes.length)));
    return tx
      .with(...ctes, rows)
      .select({ id: sql<string>`id` })
      .from(rows)
      .prepare(name);
  }
  const last = writes.length - 1;
  const root = last > 0 ? tx.with(...ctes.slice(0, last)) : tx;
  return writes[last]!.shape.build(root, slotsOf(last)).prepare(name);
}

/**
 * Sends `writes`, and `reported` after them, as one statement prepared once per handle; answers
 * the rows `reported` returned (none without it).
 */
export async function sendShaped(
  tx: Queryable,
  writes: readonly ShapedWrite[],
  reported: ShapedWrite<ReportedShape> | undefined,
): Promise<Record<string, unknown>[]> {
  const batches = batchesOf(tx);
  const keys = writes.map((write) => write.shape.key).join('+');
  const batchKey = reported ? `${keys}>${reported.shape.key}` : keys;
  let batch = batches.get(batchKey);
  if (batch === undefined) {
    batch = buildBatch(tx, writes, reported?.shape, statementName(batchKey));
    batches.set(batchKey, batch);
  }
  const values: WriteValues = {};
  for (const { name, write, slot } of batch.placeholders) {
    const value = (write < writes.length ? writes[write]! : reported!).values[slot];
    // A value left out would go as NULL: where Drizzle would write a column's default, a shape has
    // no slot, so a missing value is a mistake.
    if (value === undefined) throw new Error(`no value for ${name} in ${batchKey}`);
    values[name] = value;
  }
  const rows = await batch.statement.execute(values);
  return reported ? (rows as Record<string, unknown>[]) : [];
}

/**
 * Slots that are the values themselves, for a shape built once with them in place (in a batch
 * that also holds a write without a shape, a referral's or a gift card's): Drizzle encodes each
 * as it does in any INSERT or UPDATE, and nothing is prepared.
 */
export function valuesAsSlots(values: WriteValues): Slot {
  return (slot) => values[slot] as Placeholder;
}
