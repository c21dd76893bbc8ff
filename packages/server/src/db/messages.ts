/** The texts of an idempotent call's refusals (the header's format is checked in http/). */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 letters, digits, dashes, dots, colons or underscores.',
  reusedKey:
    'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
} as const;
