import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatAmount, toCents } from '../../../contract.js';

/** One column of an export: its header and how a row's cell is written. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * Streams rows as CSV with a header line. Rows are pulled from `rows` only as fast as the
 * download is read (Readable.from respects backpressure), so memory holds a page, not the file.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]): Readable {
  async function* cells() {
    for await (const row of rows) yield columns.map((column) => column.value(row));
  }
  const stringifier = stringify({
    header: true,
    columns: columns.map((column) => column.header),
  });
  // An error half-way (the database went away) destroys the response rather than ending a file
  // that looks complete.
  return pipeline(Readable.from(cells()), stringifier, () => undefined);
}

/**
 * What starts a formula in a spreadsheet (OWASP's CSV injection list): = + - @, or a tab, carriage
 * return or line feed. Tested on the text's compatibility form (NFKC), in which the full-width
 * ＝ ＋ － ＠ and the small ﹦ ﹢ ﹣ ﹫ are those same signs, as spreadsheets in East Asian locales
 * read them.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Free text (names): one that a spreadsheet would run as a formula (a member named
 * "=HYPERLINK(…)" or "＝HYPERLINK(…)") is kept as text by a leading apostrophe. Amounts never go
 * through here, so a negative amount stays a number.
 */
export function csvText(value: string | null): string {
  if (value === null) return '';
  return FORMULA_START.test(value.normalize('NFKC')) ? `'${value}` : value;
}

/** Money as two-decimal text (12.5 dollars → 12.50), from the wire's decimal dollars. */
export function csvMoney(dollars: number): string {
  return formatAmount(toCents(dollars));
}

/**
 * ISO 8601 date and time in the business's own time zone with its offset that day:
 * 2026-11-24T15:04:05+11:00. The zone is in the value, so a file read elsewhere, or across a
 * daylight-saving change, still names the one instant (a bare local time did not, issue 23); a
 * spreadsheet sorts it as text in time order within a zone.
 */
export function csvDates(timeZone: string): (iso: string | null) => string {
  const format = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (iso) => {
    if (iso === null) return '';
    const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    // 'GMT+11:00', or a bare 'GMT' where the zone is UTC's.
    const offset = part.timeZoneName === 'GMT' ? '+00:00' : part.timeZoneName?.replace('GMT', '');
    return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
  };
}
