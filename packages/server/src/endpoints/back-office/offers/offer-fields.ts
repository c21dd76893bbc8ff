import { and, eq, inArray } from 'drizzle-orm';
import { OFFER_MESSAGES as FORM_MESSAGES, type OfferExpiry } from '../../../contract.js';
import type { Tx } from '../../../db/client.js';
import { galleryImages } from '../../../db/schema/index.js';
import { invalidInput } from '../../../domain/errors.js';
import { imageUrl, storedNameOfUrl } from '../../../domain/images/image-urls.js';
import { businessTimeZone, endOfDay } from '../../../domain/places/business-time-zone.js';
import { OFFER_MESSAGES } from './messages.js';

/** The offer form's fields after the contract's validation. */
export interface OfferFields {
  title: string;
  description: string;
  expiryDate: OfferExpiry;
  offerImages: string[];
}

/** Who is saving, and when: the clock for "in the future", the host for "our own image URL". */
export interface SaveContext {
  businessId: string;
  now: Date;
  host: string;
}

/** A day ends at the end of that day where the business's primary store is. */
async function expiryInstant(tx: Tx, businessId: string, expiry: OfferExpiry): Promise<Date> {
  return 'at' in expiry ? expiry.at : endOfDay(expiry.day, await businessTimeZone(tx, businessId));
}

export function assertInFuture(expiry: Date, now: Date): void {
  if (expiry.getTime() <= now.getTime()) throw invalidInput(FORM_MESSAGES.expiryPast);
}

/**
 * The chosen images as the gallery serves them, in the order chosen (a repeat counts once). Each
 * must be an image of this business's gallery: another business's image or any outside URL is
 * refused, so an offer never shows what the owner did not upload.
 */
async function ownGalleryImages(tx: Tx, businessId: string, urls: string[], host: string) {
  const chosen: string[] = [];
  for (const url of urls) {
    const name = storedNameOfUrl(url, host);
    if (name === undefined) throw invalidInput(OFFER_MESSAGES.imagesNotInGallery);
    if (!chosen.includes(name)) chosen.push(name);
  }
  if (chosen.length === 0) return [];
  const known = await tx
    .select({ name: galleryImages.imageName })
    .from(galleryImages)
    .where(and(eq(galleryImages.businessId, businessId), inArray(galleryImages.imageName, chosen)));
  if (known.length !== chosen.length) throw invalidInput(OFFER_MESSAGES.imagesNotInGallery);
  return chosen.map(imageUrl);
}

/** The columns an add or update writes, once the expiry is in the future and the images are ours. */
export async function offerColumns(tx: Tx, fields: OfferFields, context: SaveContext) {
  const expiryDate = await expiryInstant(tx, context.businessId, fields.expiryDate);
  assertInFuture(expiryDate, context.now);
  const images = await ownGalleryImages(tx, context.businessId, fields.offerImages, context.host);
  return { title: fields.title, description: fields.description, expiryDate, images };
}
