import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../contract.js';
import type { Queryable, Tx } from '../../db/client.js';
import { storedImages } from '../../db/schema/index.js';
import { invalidInput, tooLarge, unsupportedMediaType } from '../errors.js';
import { detectImageType, type ImageType } from './image-type.js';
import { reencodeImage } from './reencode-image.js';

/** An uploaded file that passed {@link checkImage}: the only thing {@link storeImage} takes. */
export interface CheckedImage {
  /** The server's own encoding of the picture, never the bytes that were sent. */
  bytes: Buffer;
  type: ImageType;
}

/**
 * Decides whether an uploaded file is an image the product keeps: not empty, at most 5 MB, a PNG,
 * JPEG, WebP or GIF by its first bytes (its name and declared type are not looked at), and a
 * picture of at most 40 megapixels that decodes as that type; what is kept is its re-encoding.
 * The gallery, the logo and the demo's pictures all come through here, before any transaction
 * starts.
 */
export async function checkImage(file: Blob): Promise<CheckedImage> {
  if (file.size === 0) throw invalidInput(IMAGE_MESSAGES.file);
  // The multipart reader stops at the limit already; the domain does not rely on the transport.
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_MESSAGES.tooLarge);
  const sent = Buffer.from(await file.arrayBuffer());
  // The first bytes pick the decoder, so no other of libvips' loaders (SVG, PDF, TIFF…) ever
  // parses an upload.
  const type = detectImageType(sent);
  if (!type) throw unsupportedMediaType(IMAGE_MESSAGES.notAnImage);
  return { bytes: await reencodeImage(sent, type.contentType), type };
}

/** Stores the image under a new name (never reused, so it can be cached forever) and returns the name. */
export async function storeImage(
  tx: Tx,
  businessId: string,
  image: CheckedImage,
  now: Date,
): Promise<string> {
  const name = `${randomUUID()}.${image.type.extension}`;
  await tx.insert(storedImages).values({
    name,
    businessId,
    contentType: image.type.contentType,
    byteSize: image.bytes.length,
    bytes: image.bytes,
    createdAt: now,
  });
  return name;
}

export async function findStoredImage(
  db: Queryable,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: storedImages.contentType, bytes: storedImages.bytes })
    .from(storedImages)
    .where(eq(storedImages.name, name));
  return row;
}

/** Deletes one of the business's stored images (a replaced logo); another business's is left alone. */
export async function deleteStoredImage(tx: Tx, businessId: string, name: string): Promise<void> {
  await tx
    .delete(storedImages)
    .where(and(eq(storedImages.name, name), eq(storedImages.businessId, businessId)));
}
