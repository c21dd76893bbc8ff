/**
 * The answer to a request whose database connection was lost (503): the product's own text for a
 * server that is unavailable (docs/product/front-desk.md §8), so the apps show what they always do.
 */
export const DATABASE_MESSAGES = {
  unavailable: 'Server is currently unavailable. Please try again later.',
} as const;
