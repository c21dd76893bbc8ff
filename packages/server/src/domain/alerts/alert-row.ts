import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AlertRule } from '../../contract.js';
import { slots, type ReportedShape, type Slot, type WriteValues } from '../../db/write-shapes.js';

/** The figures behind an alert, as the contract carries them. */
export type AlertDetails = Record<string, string | number | boolean | null>;

/**
 * One alert a rule raises, as the SELECT of its row: SQL that is the same for every alert of its
 * kind (`key`), its values in slots (db/write-shapes.ts), so the money path's write statement that
 * carries it is prepared once. The SELECT may read rows (`from … where …`), when SQL decides
 * whether the alert is raised at all.
 */
export interface AlertRow {
  key: string;
  select(slot: Slot): SQL;
  values: WriteValues;
}

type Column = SQL | Placeholder;

/** An alert's columns (db/schema/alerts.ts), each a slot or SQL the row's own select works out. */
export interface AlertColumns {
  businessId: Column;
  rule: Column;
  actorUserId: Column;
  memberRowId: Column;
  storeId: Column;
  subject: Column;
  /** A jsonb expression. */
  details: Column;
  dedupeKey: Column;
  at: Column;
}

/** The row as a SELECT of its values (cast, so several can be joined by UNION ALL), then `source`. */
export function alertSelect(c: AlertColumns, source: SQL = sql``): SQL {
  return sql`(select ${c.businessId}::uuid, ${c.rule}::text, ${c.actorUserId}::uuid, ${c.memberRowId}::uuid, ${c.storeId}::uuid, ${c.subject}::text, ${c.details}, ${c.dedupeKey}::text, ${c.at}::timestamptz ${source})`;
}

/** An alert Node decided on, its columns known. */
export interface PlainAlert {
  businessId: string;
  rule: AlertRule;
  actorUserId: string | null;
  memberRowId: string | null;
  storeId: string | null;
  subject: string | null;
  details: AlertDetails;
  dedupeKey: string;
  at: Date;
}

/** The columns of an alert Node knows, but for its details: each its slot. */
export const KNOWN_COLUMNS = [
  'businessId',
  'rule',
  'actorUserId',
  'memberRowId',
  'storeId',
  'subject',
  'dedupeKey',
  'at',
] as const;

const plainSelect = (slot: Slot) =>
  alertSelect({ ...slots(slot, KNOWN_COLUMNS), details: sql`${slot('details')}::jsonb` });

export function plainAlert(alert: PlainAlert): AlertRow {
  return { key: 'plain', select: plainSelect, values: { ...alert, details: JSON.stringify(alert.details) } };
}

const ALERT_COLUMNS = sql.raw(
  '(business_id, rule, actor_user_id, member_id, store_id, subject, details, dedupe_key, created_at)',
);

/**
 * The INSERT of alert rows, a shape whose slots are each row's own (`r1.day`): a rule fires once
 * per occasion, so a row whose (business, rule, dedupe key) is taken is skipped, even when two
 * instances raise it at once. Answers the ids of the rows written.
 */
export function insertAlerts(rows: readonly AlertRow[]): { shape: ReportedShape; values: WriteValues } {
  const values: WriteValues = {};
  rows.forEach((row, i) => {
    for (const slot in row.values) values[`r${i}.${slot}`] = row.values[slot];
  });
  const shape: ReportedShape = {
    key: `alerts:${rows.map((row) => row.key).join('+')}`,
    build: (slot) => {
      const selects = rows.map((row, i) => row.select((name) => slot(`r${i}.${name}`)));
      return sql`insert into alerts ${ALERT_COLUMNS} ${sql.join(selects, sql` union all `)} on conflict (business_id, rule, dedupe_key) do nothing returning id`;
    },
  };
  return { shape, values };
}
