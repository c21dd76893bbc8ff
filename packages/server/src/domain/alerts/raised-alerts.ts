import type { Writes } from '../../db/writes.js';
import { insertAlerts, type AlertRow } from './alert-row.js';

/**
 * The alerts one money operation raises. They go out with the operation's own writes, as the
 * statement's reported part (db/writes.ts), so they commit with the money or not at all and cost
 * no round trip of their own; the statement answers the ids of those actually written.
 */
export class RaisedAlerts {
  private readonly rows: AlertRow[] = [];

  raise(row: AlertRow): void {
    this.rows.push(row);
  }

  /** Queues the INSERT on the operation's writes (nothing when no rule fired). */
  queueOn(writes: Writes): void {
    if (this.rows.length === 0) return;
    const { shape, values } = insertAlerts(this.rows);
    writes.report(shape, values);
  }
}
