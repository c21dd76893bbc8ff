import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';

/**
 * The DatePicker speaks ISO dates ('2027-01-31') so apps need no date library: these convert at
 * the edge. An unparseable string counts as no date rather than throwing in the middle of a render.
 */
export function fromIsoDate(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A bound: an ISO date, or 'today' in the user's own time zone (evaluated at each render). */
export function fromBound(value: string | undefined): CalendarDate | undefined {
  if (value === 'today') return today(getLocalTimeZone());
  return fromIsoDate(value) ?? undefined;
}

/** Today's date in the user's time zone, as an ISO date. */
export function todayIso(): string {
  return today(getLocalTimeZone()).toString();
}
