/** `YYYY-MM-DD` as "31 Mar 2030" (en-AU, D MMM YYYY): a calendar day the server gave, as is. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
