/** The client's fixed texts (docs/product/front-desk.md §8 and §9). */
export const MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  serverUnavailable: 'Server is currently unavailable. Please try again later.',
  somethingWentWrong: 'Something went wrong',
  processing: 'Processing...',
} as const;

/** docs/product/front-desk.md §9: every request gives up after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15000;
