import { formatCount } from './count.js';
import { formatDollars, formatMoney } from './money.js';

/** The figures an audit event or an alert keeps (`details`), as the wire carries them. */
export type Details = Record<string, string | number | boolean | null>;

/** Names that camel-case splitting would say badly. */
const KEY_NAMES: Record<string, string> = {
  customerId: 'Member',
  activeStaff: 'Active',
  canSellGiftcards: 'Can sell gift cards',
};

/** 'chatAccess' → 'Chat access', 'amountCents' → 'Amount' (the `Cents` is said by the '$'). */
function keyName(key: string): string {
  const known = KEY_NAMES[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Amounts kept in dollars, as the wire has them (a staff member's limits, an alert's figures). */
const DOLLAR_KEYS = new Set([
  'refundLimit',
  'dailyRefundLimit',
  'refundAmount',
  'refundedToday',
  'walletRedeemed',
  'medianRefund',
]);

/** One figure: amounts (kept in cents as `…Cents`, or in dollars) as money, yes/no for flags, numbers en-AU. */
export function detailValue(key: string, value: Details[string]): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('Cents')) return formatMoney(value);
    if (DOLLAR_KEYS.has(key)) return formatDollars(value);
    return formatCount(value);
  }
  return value;
}

/**
 * The figures in words, leaving out `skip`: 'Chat access: Yes; Active: No'. A reason is a
 * sentence of its own, so it comes last, after the figures it explains.
 */
export function detailsInWords(details: Details, skip: readonly string[] = []): string {
  return Object.entries(details)
    .filter(([key]) => !skip.includes(key))
    .sort(([a], [b]) => Number(a === 'reason') - Number(b === 'reason'))
    .map(([key, value]) => `${keyName(key)}: ${detailValue(key, value)}`)
    .join('; ');
}
