import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Offer, OfferExpiry, OfferStatus } from '../../../contract.js';
import type { Database, Tx } from '../../../db/client.js';
import { galleryImages, offers, type OfferRow } from '../../../db/schema/index.js';
import { conflict, invalidInput, limitReached, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { imageUrl, storedNameOfUrl } from '../../../domain/images/image-urls.js';
import { businessTimeZone, endOfDay } from '../../../domain/places/business-time-zone.js';
import { lockPlanAllowance } from '../../../domain/plans/plan-limits.js';
import { OFFER_MESSAGES } from './messages.js';
import { assertInFuture, type OfferFields, type SaveContext } from './offer-fields.js';
import { toOffer } from './offer-mapping.js';

/** A day ends at the end of that day where the business's primary store is. */
async function expiryInstant(tx: Tx, businessId: string, expiry: OfferExpiry): Promise<Date> {
  return 'at' in expiry ? expiry.at : endOfDay(expiry.day, await businessTimeZone(tx, businessId));
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
async function offerColumns(tx: Tx, fields: OfferFields, context: SaveContext) {
  const expiryDate = await expiryInstant(tx, context.businessId, fields.expiryDate);
  assertInFuture(expiryDate, context.now);
  const images = await ownGalleryImages(tx, context.businessId, fields.offerImages, context.host);
  return { title: fields.title, description: fields.description, expiryDate, images };
}

export interface OfferAnswer {
  message: string;
  data: Offer;
}

/**
 * Counts under the plan's lock (see lockPlanAllowance), so concurrent publishes cannot overshoot.
 * **(chosen)** A published offer whose expiry has passed no longer counts: it is shown as Expired,
 * and an owner should not have to delete it to publish the next one.
 */
async function assertRoomToPublish(tx: Tx, businessId: string, now: Date): Promise<void> {
  const limit = await lockPlanAllowance(tx, businessId, 'publishedOffers');
  const [live] = await tx
    .select({ n: count() })
    .from(offers)
    .where(
      and(eq(offers.businessId, businessId), eq(offers.status, 'Published'), gt(offers.expiryDate, now)),
    );
  if ((live?.n ?? 0) >= limit) throw limitReached(OFFER_MESSAGES.planLimit(limit));
}

async function lockOwn(tx: Tx, businessId: string, id: string): Promise<OfferRow> {
  if (!isUuid(id)) throw notFound(OFFER_MESSAGES.notFound);
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.businessId, businessId)))
    .for('update');
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return row;
}

function returned(row: OfferRow | undefined, what: string): OfferRow {
  if (!row) throw new Error(`offer ${what} returned no row`);
  return row;
}

export async function addOffer(
  db: Database,
  fields: OfferFields,
  context: SaveContext,
  publish: boolean,
): Promise<OfferAnswer> {
  const { businessId, now } = context;
  return db.transaction(async (tx) => {
    const columns = await offerColumns(tx, fields, context);
    if (publish) await assertRoomToPublish(tx, businessId, now);
    const [row] = await tx
      .insert(offers)
      .values({
        businessId,
        ...columns,
        status: publish ? 'Published' : 'Draft',
        createdAt: now,
        updatedAt: now,
        publishedAt: publish ? now : null,
      })
      .returning();
    return {
      message: publish ? OFFER_MESSAGES.published : OFFER_MESSAGES.saved,
      data: toOffer(returned(row, 'insert'), now),
    };
  });
}

/** Drafts only: staff may already have told members about a published offer. */
export async function updateOffer(
  db: Database,
  id: string,
  fields: OfferFields,
  context: SaveContext,
): Promise<OfferAnswer> {
  return db.transaction(async (tx) => {
    const current = await lockOwn(tx, context.businessId, id);
    if (current.status === 'Deleted') throw conflict(OFFER_MESSAGES.deletedIsReadOnly);
    if (current.status !== 'Draft') throw conflict(OFFER_MESSAGES.onlyDraftEditable);
    const [row] = await tx
      .update(offers)
      .set({ ...(await offerColumns(tx, fields, context)), updatedAt: context.now })
      .where(eq(offers.id, current.id))
      .returning();
    return { message: OFFER_MESSAGES.updated, data: toOffer(returned(row, 'update'), context.now) };
  });
}

/** The plan check only matters for a draft; anything else gets its own clearer 409 or 404. */
async function assertRoomToPublishIfDraft(tx: Tx, businessId: string, id: string, now: Date) {
  if (!isUuid(id)) return;
  const [row] = await tx
    .select({ status: offers.status })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.businessId, businessId)));
  if (row?.status === 'Draft') await assertRoomToPublish(tx, businessId, now);
}

/** Draft → Published, while its expiry is still ahead (a draft may have been saved long ago). */
export async function publishOffer(db: Database, businessId: string, id: string, now: Date) {
  return db.transaction(async (tx): Promise<OfferAnswer> => {
    // The plan lock first, the offer's row second, as addOffer does: one order, no deadlock.
    await assertRoomToPublishIfDraft(tx, businessId, id, now);
    const current = await lockOwn(tx, businessId, id);
    if (current.status === 'Published') throw conflict(OFFER_MESSAGES.alreadyPublished);
    if (current.status === 'Deleted') throw conflict(OFFER_MESSAGES.deletedIsReadOnly);
    assertInFuture(current.expiryDate, now);
    const [row] = await tx
      .update(offers)
      .set({ status: 'Published', publishedAt: now, updatedAt: now })
      .where(eq(offers.id, current.id))
      .returning();
    return { message: OFFER_MESSAGES.published, data: toOffer(returned(row, 'publish'), now) };
  });
}

/** Draft or Published → Deleted. */
export async function deleteOffer(db: Database, businessId: string, id: string, now: Date) {
  return db.transaction(async (tx): Promise<OfferAnswer> => {
    const current = await lockOwn(tx, businessId, id);
    if (current.status === 'Deleted') throw conflict(OFFER_MESSAGES.alreadyDeleted);
    const [row] = await tx
      .update(offers)
      .set({ status: 'Deleted', deletedAt: now, updatedAt: now })
      .where(eq(offers.id, current.id))
      .returning();
    return { message: OFFER_MESSAGES.deleted, data: toOffer(returned(row, 'delete'), now) };
  });
}

export async function offerDetails(db: Database, businessId: string, id: string, now: Date) {
  if (!isUuid(id)) throw notFound(OFFER_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.businessId, businessId)));
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return { data: toOffer(row, now) };
}

export async function listOffers(
  db: Database,
  businessId: string,
  query: { offset: number; limit: number; status: OfferStatus[] },
  now: Date,
) {
  const where = and(eq(offers.businessId, businessId), inArray(offers.status, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { offerList: rows.map((row) => toOffer(row, now)), totalCount: total?.n ?? 0 };
}
