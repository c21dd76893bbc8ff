import { z } from 'zod';
import { formatCount } from './count.js';

/**
 * The longest text any field takes when it names no tighter limit: far above every real value, so
 * a 100 kB string is refused before it reaches the database.
 */
export const TEXT_MAX_LENGTH = 10_000;

/**
 * Text without control characters: C0 controls other than tab, line feed and carriage return, and
 * DEL. NUL is one of them; PostgreSQL cannot store it, and the others only hide text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export const TEXT_MESSAGES = {
  control: 'Invalid text: control characters (such as NUL) are not allowed',
  tooLong: (max: number) => `Too big: at most ${formatCount(max)} characters`,
} as const;

/**
 * The one text type of the contract: every string a request carries is read through it (a test
 * walks every endpoint's request to hold this). At most `max` characters, no control characters.
 * `params` are z.string's (the message for a missing or non-text value).
 */
export function text(params?: { error: string }, max = TEXT_MAX_LENGTH) {
  return z
    .string(params)
    .max(max, TEXT_MESSAGES.tooLong(max))
    .regex(WITHOUT_CONTROL_CHARACTERS, TEXT_MESSAGES.control);
}

/** Text that must be given: blank (or missing) gets the screen's `requiredMessage`. */
export const requiredText = (requiredMessage: string, field: string, max = 100) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${field} can have at most ${max} characters`);

/** Text that may be left blank; a blank one is ''. */
export const optionalText = (field: string, max = 200) =>
  text().trim().max(max, `${field} can have at most ${max} characters`);

/**
 * A yes/no field. The spec's forms send some as text (`isOperational: 'true'` in registration),
 * others as booleans, so both are read.
 */
export const flag = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${field} must be true or false` })
    .transform((value) => value === true || value === 'true');

/** A record's id as a form sends it back; the server answers 404 for one it does not know. */
export const recordId = (requiredMessage: string) =>
  text({ error: requiredMessage }).trim().min(1, requiredMessage).max(64);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a calendar day that exists, as 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as 'YYYY-MM-DD'; which time zone it is a day of is the endpoint's to say. */
export const calendarDay = (label: string) => {
  const message = `${label} must be a date as YYYY-MM-DD`;
  return text({ error: message }).trim().refine(isCalendarDay, message);
};
