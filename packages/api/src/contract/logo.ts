import { z } from 'zod';
import { IMAGE_UPLOAD, imageFile, uploadEndpoint } from './uploads.js';

const logoUpload = {
  method: 'POST',
  access: 'owner',
  multipart: IMAGE_UPLOAD,
  request: z.object({ logo: imageFile }),
  /** `logoContextURL` is the new logo's URL, also what business-info details gives as `logo`. */
  response: z.object({ message: z.string(), logoContextURL: z.string() }),
} as const;

/**
 * The profile's logo (docs/product/management.md §7): multipart field `logo`, an image checked by
 * its bytes as in the gallery, at most 5 MB. Each upload gets a new URL, so no cache shows the old one.
 */
export const uploadLogo = uploadEndpoint({ ...logoUpload, path: '/logo/upload' });

/** The same upload at the spec's other path. */
export const uploadLogoAtShortPath = uploadEndpoint({ ...logoUpload, path: '/logo' });
