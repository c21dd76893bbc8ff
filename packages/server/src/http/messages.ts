/** Texts of the transport itself: what a malformed upload is told. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as a form upload (multipart/form-data).',
  oneFile: 'Send one file at a time.',
  tooManyFields: 'The form has too many fields.',
  malformed: 'The upload could not be read. Please try again.',
} as const;
