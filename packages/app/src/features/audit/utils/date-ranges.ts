/** The Dates filter's choices: a few spans that end today, or two days chosen in calendars. */
export const DATE_RANGES = ['any', 'today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** How many days back each span starts and ends (0 is today). */
const SPANS: Partial<Record<DateRange, [start: number, end: number]>> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};

/** A calendar day as 'YYYY-MM-DD' (the Canadian English format is ISO's), `back` days before `today`. */
function dayBefore(today: Date, back: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
  return new Intl.DateTimeFormat('en-CA').format(day);
}

/**
 * The days a span covers, counted on this device's calendar: the server reads them as days where
 * the business is, which is the same calendar for a device in the shop's state. Undefined for
 * 'any' and 'custom', which name no span.
 */
export function spanDays(range: DateRange, today: Date): { from: string; to: string } | undefined {
  const span = SPANS[range];
  return span && { from: dayBefore(today, span[0]), to: dayBefore(today, span[1]) };
}
