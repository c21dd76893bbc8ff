// What the benchmarks need of the SQL the server sends: capture it through `pg` during a request,
// make it replayable (fresh ids where the server generated them), replay it bare, and count it.
import { randomUUID } from 'node:crypto';

let recording;

/**
 * Records every query any client of `pg` (the server's own module, requireFromServer('pg')) sends
 * while `capture(run)` runs: text, prepared-statement name, parameters and the rows it got.
 */
export function installCapture(pg) {
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    // Only plain queries while recording; anything else (and pg's own submittables) passes through.
    if (!recording || (config && typeof config.submit === 'function')) {
      return originalQuery.call(this, config, values, callback);
    }
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    const entry = {
      // A named (prepared) statement is replayed under the same name, so the bare side parses it
      // once per connection too.
      name: typeof config === 'object' ? config.name : undefined,
      text: typeof config === 'string' ? config : config.text,
      values: (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []),
      rowMode: typeof config === 'object' ? config.rowMode : undefined,
      rows: '',
    };
    recording.push(entry);
    const keep = (res) => (entry.rows = JSON.stringify(res?.rows ?? []));
    if (typeof callback === 'function') {
      return originalQuery.call(this, config, values, (error, res) => {
        if (res) keep(res);
        callback(error, res);
      });
    }
    const result = originalQuery.call(this, config, values);
    result.then(keep, () => undefined);
    return result;
  };
  return capture;
}

async function capture(run) {
  recording = [];
  const captured = recording;
  try {
    await run();
  } finally {
    recording = undefined;
  }
  return captured;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A captured sequence made replayable. Ids the server generated in Node during the request (new
 * reward transaction ids, idempotency keys) first appear as parameters of a statement that inserts
 * (alone, or in a data-modifying WITH); they get
 * fresh values on every replay so the inserts do not collide, and later statements that use them
 * (approve, complete, ledger entries) follow. Ids read from the database or sent by the client
 * (`known`: the store; business, member and subscription come in rows) stay as captured.
 */
export function replayable(statements, known) {
  const seen = new Set(known);
  const fresh = new Set();
  for (const s of statements) {
    const inserts = /\binsert\s+into\b/i.test(s.text);
    for (const v of s.values) {
      if (typeof v !== 'string') continue;
      if (inserts && UUID.test(v) && !seen.has(v)) fresh.add(v);
      seen.add(v);
    }
    for (const match of s.rows.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)) {
      seen.add(match[0]);
    }
  }
  return {
    statements,
    count: statements.length,
    bind() {
      const map = new Map([...fresh].map((id) => [id, randomUUID()]));
      return statements.map((s) => ({
        name: s.name,
        text: s.text,
        values: s.values.map((v) => (typeof v === 'string' && map.has(v) ? map.get(v) : v)),
        rowMode: s.rowMode,
      }));
    },
  };
}

/** Sends a replayable sequence's statements bare, in order, on one client of `pool`. */
export function replay(pool, sequence) {
  return replayStatements(pool, sequence.bind());
}

/** Sends bound statements (a sequence's `bind()`, or a slice of one) in order on one client. */
export async function replayStatements(pool, statements) {
  const client = await pool.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    client.release();
  }
}

/** The recording in progress, for counting statements between steps of one capture. */
export const recorded = () => recording?.length ?? 0;
