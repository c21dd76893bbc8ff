import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';

/** Each state's time zone (ACT keeps Sydney's time); stores are stored with the state's code. */
const STATE_TIME_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  ACT: 'Australia/Sydney',
  NT: 'Australia/Darwin',
};

const FALLBACK_TIME_ZONE = 'Australia/Sydney';
const DAY_MS = 24 * 60 * 60_000;

/** The time zone of a store's state (a business's: its primary store's), Sydney's when unknown. */
export function timeZoneOfState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[state ?? ''] ?? FALLBACK_TIME_ZONE;
}

/** timeZoneOfState in SQL, for a state column: the same table, so both always agree. */
export function timeZoneOfStateSql(state: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce(${JSON.stringify(STATE_TIME_ZONES)}::jsonb ->> ${state}, ${FALLBACK_TIME_ZONE})`;
}

/** Where the business's days begin and end: the time zone of its primary store's state. */
export async function businessTimeZone(db: Queryable, businessId: string): Promise<string> {
  const [primary] = await db
    .select({ state: stores.state })
    .from(stores)
    .where(and(eq(stores.businessId, businessId), eq(stores.isPrimary, true)));
  return timeZoneOfState(primary?.state);
}

/**
 * One formatter per time zone, made on first use: making an Intl.DateTimeFormat costs about a
 * hundred times formatting with one, and every reward asks for its business day (docs/bench.md).
 */
function formatterPerZone(options: Intl.DateTimeFormatOptions & { locale: string }) {
  const { locale, ...format } = options;
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let formatter = made.get(timeZone);
    if (formatter === undefined) {
      formatter = new Intl.DateTimeFormat(locale, { ...format, timeZone });
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}

// en-CA writes dates as YYYY-MM-DD.
const dayFormat = formatterPerZone({ locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' });

const wallClockFormat = formatterPerZone({
  locale: 'en-AU',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export function calendarDay(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

/** The calendar day `days` after `day` (negative for before); days are counted in UTC, not in ms. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first millisecond of a calendar day in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  return new Date(endOfDay(addDays(day, -1), timeZone).getTime() + 1);
}

/**
 * Each time zone's business day last asked for, with its first and last millisecond: every reward
 * asks for its day, and working one out formats the instant three times (docs/bench.md).
 */
const lastDays = new Map<string, { day: string; start: number; end: number }>();

/** The business day `at` falls in, where the shop is: its date and its first millisecond. */
export function businessDay(at: Date, timeZone: string): { day: string; start: Date } {
  const t = at.getTime();
  let known = lastDays.get(timeZone);
  if (known === undefined || t < known.start || t > known.end) {
    const day = calendarDay(at, timeZone);
    known = { day, start: startOfDay(day, timeZone).getTime(), end: endOfDay(day, timeZone).getTime() };
    lastDays.set(timeZone, known);
  }
  return { day: known.day, start: new Date(known.start) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (to the second). */
function utcOffsetMs(timeZone: string, at: number): number {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(at / 1000) * 1000;
}

/**
 * The last millisecond of a calendar day (`2026-12-24`) in `timeZone`: an offer "valid till the
 * 24th" is valid all of the 24th where the shop is. The offset is looked up twice because the
 * day's end may fall on the other side of a daylight-saving change than its first guess.
 */
export function endOfDay(day: string, timeZone: string): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  const nextMidnightAsUtc = Date.UTC(year, month - 1, date + 1);
  const guess = nextMidnightAsUtc - utcOffsetMs(timeZone, nextMidnightAsUtc);
  const nextMidnight = nextMidnightAsUtc - utcOffsetMs(timeZone, guess);
  return new Date(nextMidnight - 1);
}
