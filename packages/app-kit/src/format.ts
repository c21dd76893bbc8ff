/**
 * Australian formats for what the screens show (docs/product/front-desk.md §1, §9). Money has its own, with the
 * amounts it formats: `formatMoney` in `@countertop/api`.
 */

const date = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as Australians write it: '5 Dec 2026'. An unreadable date is shown as sent. */
export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as Australians write it: '5 Dec 2026, 3:04 pm'. An unreadable one is shown as sent. */
export function formatDateTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTime.format(value);
}

/** A percentage without needless decimals: 10 → '10%', 12.5 → '12.5%'. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}%`;
}
