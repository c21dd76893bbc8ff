import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Keyset paging over a list ordered newest first by (time, id): each page starts strictly after
 * the last row of the one before, so reading a business's 100,000 records costs the same per page
 * from the first to the last (no OFFSET scan) and only one page is ever held in memory.
 */
export interface KeysetPosition {
  at: Date;
  id: string | number;
}

/** SQL: the row comes after `position` in newest-first order. */
export function after(atColumn: AnyColumn, idColumn: AnyColumn, position: KeysetPosition | undefined): SQL {
  if (!position) return sql`true`;
  return sql`(${atColumn}, ${idColumn}) < (${position.at.toISOString()}::timestamptz, ${position.id})`;
}

/**
 * Every row of a newest-first list, page by page: `fetchPage` reads up to `pageSize` rows after a
 * position, `positionOf` says where a row stands. A consumer that stops early (a closed download)
 * stops the reads too.
 */
export async function* keysetRows<Row>(
  fetchPage: (position: KeysetPosition | undefined, pageSize: number) => Promise<Row[]>,
  positionOf: (row: Row) => KeysetPosition,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let position: KeysetPosition | undefined;
  for (;;) {
    const rows = await fetchPage(position, pageSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    position = positionOf(last);
  }
}

/** A page read by OFFSET (the screens' numbered pages) or after a keyset position (exports). */
export interface PageRequest {
  offset?: number;
  limit: number;
  position?: KeysetPosition | undefined;
}
