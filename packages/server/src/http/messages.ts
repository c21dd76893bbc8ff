/** Texts of the transport itself: what a malformed upload or Idempotency-Key is told. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as a form upload (multipart/form-data).',
  oneFile: 'Send one file at a time.',
  tooManyFields: 'The form has too many fields.',
  malformed: 'The upload could not be read. Please try again.',
} as const;

/** An idempotent call's refusals: a malformed header, a key reused for another request. */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 letters, digits, dashes, dots, colons or underscores.',
  reusedKey:
    'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
} as const;
