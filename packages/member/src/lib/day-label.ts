const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as "31 Mar 2030" (en-AU, D MMM YYYY): a calendar day the server gave, as is. */
export function dayLabel(value: string): string {
  return day.format(new Date(`${value}T00:00:00Z`));
}
