import { SQL, sql } from 'drizzle-orm';
import type { AlertRule } from '../../contract.js';

/** The figures behind an alert, as the contract carries them. */
export type AlertDetails = Record<string, string | number | boolean | null>;

/** A value of an alert's row: known in Node, or worked out by SQL in the row's own select. */
type Value = SQL | string | null;

/** One alert a rule raises, column by column (db/schema/alerts.ts). */
export interface AlertRow {
  businessId: string;
  rule: AlertRule;
  actorUserId: Value;
  memberRowId: string | null;
  storeId: Value;
  subject: Value;
  /** A JSON object: the figures known in Node, or a jsonb expression. */
  details: AlertDetails | SQL;
  dedupeKey: Value;
  at: Date;
  /**
   * What follows the values: the rows they are read from and the condition under which the alert
   * is raised at all (`from … where …`), when SQL decides; nothing when Node already has.
   */
  source?: SQL;
}

const ALERT_COLUMNS = sql.raw(
  '(business_id, rule, actor_user_id, member_id, store_id, subject, details, dedupe_key, created_at)',
);

/** The row as a SELECT of its values (cast, so several can be joined by UNION ALL). */
function alertSelect(row: AlertRow): SQL {
  const details = row.details instanceof SQL ? row.details : sql`${JSON.stringify(row.details)}::jsonb`;
  return sql`(select ${row.businessId}::uuid, ${row.rule}::text, ${row.actorUserId}::uuid, ${row.memberRowId}::uuid, ${row.storeId}::uuid, ${row.subject}::text, ${details}, ${row.dedupeKey}::text, ${row.at}::timestamptz ${row.source ?? sql``})`;
}

/**
 * The INSERT of alert rows: a rule fires once per occasion, so a row whose (business, rule,
 * dedupe key) is taken is skipped, even when two instances raise it at once. Answers the ids of
 * the rows written.
 */
export function insertAlerts(rows: readonly AlertRow[]): SQL {
  const selects = sql.join(rows.map(alertSelect), sql` union all `);
  return sql`insert into alerts ${ALERT_COLUMNS} ${selects} on conflict (business_id, rule, dedupe_key) do nothing returning id`;
}
