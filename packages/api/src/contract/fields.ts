import { z } from 'zod';

/** Text that must be given: blank (or missing) gets the screen's `requiredMessage`. */
export const requiredText = (requiredMessage: string, field: string, max = 100) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${field} can have at most ${max} characters`);

/** Text that may be left blank; a blank one is ''. */
export const optionalText = (field: string, max = 200) =>
  z.string().trim().max(max, `${field} can have at most ${max} characters`);

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
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(64);
