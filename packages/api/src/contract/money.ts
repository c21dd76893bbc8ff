import { z } from 'zod';
import { text } from './fields.js';

/**
 * Money on the wire is decimal dollars (responses: numbers such as 12.5; requests: a number or a
 * string with at most two decimals). Inside the server and the apps it is integer cents, never a
 * float. One pair serves both: `parseAmount` reads a request amount or what a person typed into
 * cents, `formatAmount` writes cents back as that text; `formatMoney` shows cents as en-AU money.
 * The request schemas below parse while validating; `toCents` reads a response's dollars.
 */

/** $1,000,000: anything above is a typing slip (or worse), never a real counter amount. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export const MONEY_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  notNumeric: (label: string) => `${label} must be a number, for example 12.50.`,
  negative: (label: string) => `${label} cannot be negative.`,
  tooManyDecimals: (label: string) => `${label} can have at most two decimals.`,
  tooLarge: (label: string) => `${label} cannot be more than $1,000,000.`,
  notPositive: (label: string) => `${label} must be greater than 0.`,
} as const;

// Digits with at most two decimals; either side of the point may be empty ('12.', '.5'), as a
// person types them, but not both.
const DECIMAL = /^(?=\.?\d)(\d*)(?:\.(\d{0,2}))?$/;
const DECIMAL_ANY_PLACES = /^\d*\.\d{3,}$/;

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Parses a wire amount into integer cents by its decimal text, so 0.1 + 0.2 style float noise can
 * never reach a balance: a JS number is read through its shortest text form, which for a number
 * that came from two-decimal text is that text again.
 */
export function parseAmount(value: unknown, label: string): AmountResult {
  if (value === undefined || value === null || value === '') {
    return { ok: false, message: MONEY_MESSAGES.required(label) };
  }
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: MONEY_MESSAGES.notNumeric(label) };
    if (value < 0) return { ok: false, message: MONEY_MESSAGES.negative(label) };
    if (value > MAX_AMOUNT_CENTS / 100) return { ok: false, message: MONEY_MESSAGES.tooLarge(label) };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text === '') return { ok: false, message: MONEY_MESSAGES.required(label) };
    if (/^-\s*\d/.test(text)) return { ok: false, message: MONEY_MESSAGES.negative(label) };
  } else {
    return { ok: false, message: MONEY_MESSAGES.notNumeric(label) };
  }
  const match = DECIMAL.exec(text);
  if (!match) {
    return {
      ok: false,
      message: DECIMAL_ANY_PLACES.test(text)
        ? MONEY_MESSAGES.tooManyDecimals(label)
        : MONEY_MESSAGES.notNumeric(label),
    };
  }
  const whole = match[1] || '0';
  // Compared as text first: a 40-digit string must not lose precision on its way to a number.
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, message: MONEY_MESSAGES.tooLarge(label) };
  const cents = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge(label) };
  return { ok: true, cents };
}

/**
 * A request amount, e.g. `money('Billing amount', { positive: true })`: accepts `12.5`, `"12.50"`,
 * gives integer cents (`1250`), and refuses with a 400 text naming the field. `requiredMessage`
 * replaces the text for a missing (and, with `positive`, a zero) amount where a screen has its own.
 * `emptyIsZero` reads '' and null as 0 (optional redeem fields).
 */
export function money(
  label: string,
  options: { positive?: boolean; requiredMessage?: string; emptyIsZero?: boolean } = {},
) {
  const required = options.requiredMessage ?? MONEY_MESSAGES.required(label);
  const zero = options.requiredMessage ?? MONEY_MESSAGES.notPositive(label);
  return z
    .union([z.number(), text(), z.null()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : MONEY_MESSAGES.notNumeric(label),
    })
    .transform((value, ctx) => {
      // An untouched optional field arrives as '' or null from a form: that is "none", i.e. 0.
      if (options.emptyIsZero && (value === null || (typeof value === 'string' && value.trim() === '')))
        return 0;
      const parsed = parseAmount(value, label);
      const message = parsed.ok
        ? options.positive && parsed.cents === 0
          ? zero
          : undefined
        : parsed.message === MONEY_MESSAGES.required(label)
          ? required
          : parsed.message;
      if (message !== undefined || !parsed.ok) {
        ctx.issues.push({ code: 'custom', message: message ?? required, input: value });
        return z.NEVER;
      }
      return parsed.cents;
    });
}

/** Cents to the wire's decimal dollars (1250 → 12.5). Exact: an integer over 100 rounds to its own text. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * A response's decimal dollars as integer cents (12.5 → 1250). Rounded, because a two-decimal
 * number times 100 can land a hair off the integer (0.29 * 100 is 28.999…).
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as two-decimal text, the form an amount field shows and a request may carry: 1250 → '12.50'. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const AUD = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as Australians read money: 1250 → '$12.50', 123400 → '$1,234.00'. */
export function formatMoney(cents: number): string {
  return `$${AUD.format(cents / 100)}`;
}

/** A response's decimal dollars as Australians read money: 12.5 → '$12.50'. */
export function formatDollars(dollars: number): string {
  return formatMoney(toCents(dollars));
}

/** A money amount in a response: decimal dollars with at most two decimals. */
export const dollars = z.number();
