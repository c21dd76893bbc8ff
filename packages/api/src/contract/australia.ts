import { z } from 'zod';
import { text } from './fields.js';

/**
 * Australian numbers the back office takes (phone, ABN, BSB, bank account), read the way people
 * type them and normalised once, here, for the forms and the server alike.
 */
export const AUSTRALIA_MESSAGES = {
  phone: 'Please enter a valid Australian phone number',
  abnDigits: 'ABN must be 11 digits',
  abnChecksum: 'This ABN is not valid. Please check the number.',
  bsb: 'BSB must be 6 digits',
  accountNumber: 'Account number must be 6 to 10 digits',
} as const;

/** Spaces, dashes, dots and brackets people put in numbers; none of them carries meaning. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * An Australian phone number in national form, digits only: `+61 2 9123 4567` → `0291234567`.
 * The spec's forms strip a leading `+61` before sending, which leaves `291234567`; the trunk `0`
 * is put back so both spellings store the same number. 13/1300/1800 numbers stay as they are.
 * Undefined when it is not 6–10 digits after that.
 */
export function normaliseAustralianPhone(text: string): string | undefined {
  let digits = text.replace(SEPARATORS, '');
  const international = /^(?:\+|00)61(\d+)$/.exec(digits);
  if (international?.[1]) digits = international[1];
  if (/^[2-9]\d{8}$/.test(digits)) digits = `0${digits}`;
  return /^\d{6,10}$/.test(digits) ? digits : undefined;
}

/** A phone number that may be left blank (stored as ''). */
export const optionalPhone = text()
  .trim()
  .max(40, AUSTRALIA_MESSAGES.phone)
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = normaliseAustralianPhone(value);
    if (phone === undefined) {
      ctx.issues.push({ code: 'custom', message: AUSTRALIA_MESSAGES.phone, input: value });
      return z.NEVER;
    }
    return phone;
  });

/** A phone number that must be given: blank text gets `requiredMessage`. */
export const requiredPhone = (requiredMessage: string) =>
  text({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(optionalPhone);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * The ATO's ABN check: subtract 1 from the first digit, weight the 11 digits, and the sum must
 * divide by 89. Catches every single-digit typo and most swaps.
 */
export function isValidAbn(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * (ABN_WEIGHTS[i] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** An ABN as 11 digits (`51 824 753 556` → `51824753556`), or '' for none. */
export const abn = text()
  .trim()
  .transform((value, ctx) => {
    const digits = value.replace(/\s/g, '');
    if (digits === '') return '';
    if (!/^\d{11}$/.test(digits)) {
      ctx.issues.push({ code: 'custom', message: AUSTRALIA_MESSAGES.abnDigits, input: value });
      return z.NEVER;
    }
    if (!isValidAbn(digits)) {
      ctx.issues.push({ code: 'custom', message: AUSTRALIA_MESSAGES.abnChecksum, input: value });
      return z.NEVER;
    }
    return digits;
  });

/** A BSB, typed `123456`, `123-456` or `123 456`; kept in the usual written form `123-456`. */
export const bsb = (requiredMessage: string) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const match = /^(\d{3})[\s-]?(\d{3})$/.exec(value);
      if (!match) {
        ctx.issues.push({ code: 'custom', message: AUSTRALIA_MESSAGES.bsb, input: value });
        return z.NEVER;
      }
      return `${match[1]}-${match[2]}`;
    });

/** A bank account number: 6 to 10 digits (spaces ignored), kept as text so leading zeros stay. */
export const bankAccountNumber = (requiredMessage: string) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,10}$/, AUSTRALIA_MESSAGES.accountNumber));
