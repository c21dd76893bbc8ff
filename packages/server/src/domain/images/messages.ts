/** Texts of the stored images themselves; the upload form's are the contract's IMAGE_MESSAGES. */
export const STORED_IMAGE_MESSAGES = {
  notFound: 'Image not found.',
} as const;
