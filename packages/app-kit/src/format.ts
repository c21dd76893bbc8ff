import { normaliseAustralianPhone } from '@countertop/api';

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

const percent = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A percentage without needless decimals: 10 → '10%', 12.5 → '12.5%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/**
 * Whether a gift card sells below its face value. The answers carry "no discount" (the form's Face
 * value, sent as `null`) as 0 (docs/decisions.md 45), which must not read as a '0% Off' offer.
 */
export function isDiscounted(discountPercent: number): boolean {
  return discountPercent > 0;
}

/** A gift card's discount as a person reads it: '10%', or 'No discount' for none. */
export function formatDiscount(discountPercent: number): string {
  return isDiscounted(discountPercent) ? formatPercent(discountPercent) : 'No discount';
}

/** How each kind of Australian number is grouped: landlines put the area code in brackets. */
const PHONE_GROUPS: readonly [RegExp, string][] = [
  [/^(0[2378])(\d{4})(\d{4})$/, '($1) $2 $3'],
  [/^(0[45]\d{2})(\d{3})(\d{3})$/, '$1 $2 $3'],
  [/^(1[38]00)(\d{3})(\d{3})$/, '$1 $2 $3'],
  [/^(13)(\d{2})(\d{2})$/, '$1 $2 $3'],
];

/**
 * A phone number as Australians write it: '(02) 9251 4410', mobiles '0412 345 678', '1300 123 456',
 * '13 12 34'. The server stores digits only; what is not such a number is shown as stored.
 */
export function formatPhone(phone: string): string {
  const digits = normaliseAustralianPhone(phone);
  const group = digits === undefined ? undefined : PHONE_GROUPS.find(([pattern]) => pattern.test(digits));
  return digits !== undefined && group ? digits.replace(group[0], group[1]) : phone;
}
