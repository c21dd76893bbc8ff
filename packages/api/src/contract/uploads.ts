import { z } from 'zod';
import type { Endpoint } from './endpoint.js';

/** Largest image accepted by the gallery and the logo upload: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Largest picture accepted, in pixels (every frame of an animation counted): 40 megapixels, a
 * phone camera's full photo with room to spare. The server reads it from the header and refuses
 * before decoding, so a small file cannot unpack into gigabytes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The image types accepted, by content: the server reads the file's first bytes and ignores its
 * name and declared type, then decodes it and keeps its own re-encoding. SVG is refused because it
 * can carry scripts. For an `<input accept>`.
 */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The upload form's texts (docs/product/management.md §5 "Image upload"), and the size rule's. */
export const IMAGE_MESSAGES = {
  title: 'Please enter an image title',
  file: 'Please select an image',
  notAnImage: 'Please select an image file. PNG, JPEG, WebP and GIF images are accepted.',
  tooLarge: 'The image is larger than 5 MB. Please choose a smaller image.',
  tooManyPixels: 'The image is larger than 40 megapixels. Please choose a smaller image.',
} as const;

/**
 * An endpoint whose request is sent as `multipart/form-data`, not JSON. `request` describes the
 * form's fields as the server reads them: text fields as strings, files as `File`s.
 */
export interface UploadEndpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends Endpoint<Req, Res> {
  method: 'POST';
  multipart: {
    /** The server stops reading a file past this many bytes and answers 413 with `tooLargeMessage`. */
    maxFileBytes: number;
    tooLargeMessage: string;
  };
}

export function uploadEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: UploadEndpoint<Req, Res>,
): UploadEndpoint<Req, Res> {
  return definition;
}

export function isUploadEndpoint(e: Endpoint): e is UploadEndpoint {
  return 'multipart' in e;
}

/** The multipart limits of an image upload. */
export const IMAGE_UPLOAD = { maxFileBytes: MAX_IMAGE_BYTES, tooLargeMessage: IMAGE_MESSAGES.tooLarge };

/**
 * An image file field: present, not empty, at most 5 MB. Whether it really is an image is decided
 * by the server from its bytes (a browser's type comes from the file name).
 */
export const imageFile = z
  .file({ error: IMAGE_MESSAGES.file })
  .min(1, IMAGE_MESSAGES.file)
  .max(MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);

/**
 * The multipart body for an upload endpoint's fields (files keep their names; undefined fields
 * are left out), for clients that send it with fetch or XMLHttpRequest.
 */
export function toFormData(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  return form;
}
