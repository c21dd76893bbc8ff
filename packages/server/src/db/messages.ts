/** The texts of an idempotent call's refusals (the header's format is checked in http/). */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 letters, digits, dashes, dots, colons or underscores.',
  reusedKey:
    'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
} as const;

/**
 * The answer to a request whose database connection was lost (503): the product's own text for a
 * server that is unavailable (docs/product/front-desk.md §8), so the apps show what they always do.
 */
export const DATABASE_MESSAGES = {
  unavailable: 'Server is currently unavailable. Please try again later.',
} as const;
