import { z } from 'zod';
import { pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { optionalText, requiredText, text } from './fields.js';
import { IMAGE_MESSAGES, IMAGE_UPLOAD, imageFile, uploadEndpoint } from './uploads.js';

/**
 * A gallery image (docs/product/management.md §3): `name` is the stored file's generated name, so
 * its URL is the list's `basePath` + `name`. `title` is what the owner typed (the `imageName` field).
 */
export const galleryImage = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  category: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

/**
 * The Upload Image modal (the spec's spelling of the path): multipart fields `image` (the file)
 * and `imageName` (its title), optionally `category`. Images only, checked by their bytes (PNG,
 * JPEG, WebP, GIF), at most 5 MB, within the plan's gallery size (409 past it).
 */
export const uploadGalleryImage = uploadEndpoint({
  method: 'POST',
  path: '/gallary/image/upload',
  access: 'owner',
  multipart: IMAGE_UPLOAD,
  request: z.object({
    image: imageFile,
    imageName: requiredText(IMAGE_MESSAGES.title, 'Image title'),
    category: optionalText('Category', 50).optional(),
  }),
  response: z.object({ message: z.string(), data: galleryImage }),
});

/**
 * The gallery, newest first. `title` filters by title (contains, case-insensitive: the search
 * box). `totalCount` counts what matches, for paging; `imageCount` counts every image of the
 * business and `limit` is the plan's gallery size, for the title's `(n/50)`.
 */
export const listGalleryImages = endpoint({
  method: 'POST',
  path: '/gallary/image/list',
  access: 'owner',
  request: pageRequest.extend({ title: text().trim().max(100).optional() }),
  response: z.object({
    gallery: z.object({
      images: z.array(galleryImage),
      /** Prefix of every image URL: URL = basePath + name. */
      basePath: z.string(),
      totalCount: z.number().int(),
      imageCount: z.number().int(),
      limit: z.number().int(),
    }),
  }),
});
