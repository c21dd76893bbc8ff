import { z } from 'zod';
import { text } from './fields.js';

/** Every error answer carries the text the client shows (docs/product/front-desk.md §8). */
export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain acknowledgement with the message the client may show as a success toast. */
export const messageBody = z.object({ message: z.string() });

/** User type codes of the spec: Owner `B`, Staff `S`, and the member (customer) `C`. */
export const userTypeCode = z.enum(['B', 'S', 'C']);
export type UserTypeCode = z.infer<typeof userTypeCode>;
export const backOfficeUserType = z.enum(['B', 'S']);
export type BackOfficeUserType = z.infer<typeof backOfficeUserType>;

export const email = text({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/**
 * A business handle: stored without `@`, accepted with or without it, unique case-insensitively.
 * Letters, digits, dot, dash and underscore.
 */
export const businessHandle = text({ error: 'Business handle is required' })
  .trim()
  .transform((value) => value.replace(/^@/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(3, 'Business handle must have at least 3 characters')
      .max(30, 'Business handle must have at most 30 characters')
      .regex(/^[a-z0-9._-]+$/, 'Business handle may only contain letters, digits, dot, dash and underscore'),
  );

/**
 * A page of a list: `offset` is the number of items to skip (not a page number), `limit` the page
 * size. A screen on page `p` of size `n` sends `offset: (p - 1) * n`.
 */
export const pageRequest = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(10),
});

/** The list envelope the spec's screens read: `data.totalItems` and `data.totalCount`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.object({ totalItems: z.array(item), totalCount: z.number().int() }) });
}
