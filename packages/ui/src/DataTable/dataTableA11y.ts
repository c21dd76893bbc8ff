import type { Key } from 'react-aria-components';

/**
 * The ARIA decisions of DataTable, kept apart from its layout (see DataTable.accessibility.md).
 * RAC renders the grid roles, row/column indexes and keyboard navigation; what is decided here is
 * which column names each row, how the table is named, and what stands in for missing rows.
 */

/** The id of the trailing actions column; data columns must not use it. */
export const ACTIONS_COLUMN_ID = '__actions';

/** The column whose cell names each row ("row header"): the one flagged, else the first. */
export function rowHeaderId(columns: readonly { id: string; isRowHeader?: boolean }[]): string | undefined {
  return (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
}

/** Row keys: the caller's, else an `id` or `_id` field, else the index (stable enough for a page). */
export function defaultRowId(row: object, index: number): Key {
  const record = row as { id?: unknown; _id?: unknown };
  const id = record.id ?? record._id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * A grid without a name is announced as just "grid": the caller must name it. Warns rather than
 * throwing, so a missing name never breaks a screen.
 */
export function warnIfUnnamed(label: string | undefined, labelledBy: string | undefined): void {
  if (label || labelledBy) return;
  console.warn('DataTable: give the table an aria-label or aria-labelledby, so screen readers can name it.');
}
