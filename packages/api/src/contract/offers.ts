import { z } from 'zod';
import { pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { isCalendarDay, recordId, requiredText, text } from './fields.js';

export const offerStatus = z.enum(['Draft', 'Published', 'Deleted']);
export type OfferStatus = z.infer<typeof offerStatus>;

/** The offer form's texts (docs/product/management.md §5 "Offer"), shared by the form and the server. */
export const OFFER_MESSAGES = {
  offerId: 'Offer ID is required',
  title: 'Title is required',
  description: 'Description is required',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date is not a valid date',
  expiryPast: 'Expiry date must be in the future',
  images: 'Offer images must be a list of image URLs',
  tooManyImages: 'An offer can have at most 10 images',
} as const;

export const MAX_OFFER_IMAGES = 10;

/**
 * When an offer ends, as the form sends it: a calendar day (`2026-12-24`, valid to the end of that
 * day where the business's primary store is) or an instant with its offset (`…T13:00:00Z`). That
 * it is in the future is checked by the server, against its own clock.
 */
export type OfferExpiry = { day: string } | { at: Date };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const offerExpiryDate = text({ error: OFFER_MESSAGES.expiryRequired })
  .trim()
  .min(1, OFFER_MESSAGES.expiryRequired)
  .transform((text, ctx): OfferExpiry => {
    if (isCalendarDay(text)) return { day: text };
    // An instant needs its offset: without one it would mean the server's local time.
    if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return { at: new Date(text) };
    ctx.issues.push({ code: 'custom', message: OFFER_MESSAGES.expiryInvalid, input: text });
    return z.NEVER;
  });

/**
 * The offer form's fields (docs/product/management.md §7). `offerImages` are URLs of images in the
 * business's own gallery (basePath + name from the gallery list); any other URL is refused.
 */
const offerFields = {
  title: requiredText(OFFER_MESSAGES.title, 'Title'),
  description: requiredText(OFFER_MESSAGES.description, 'Description', 1000),
  expiryDate: offerExpiryDate,
  offerImages: z
    .array(text({ error: OFFER_MESSAGES.images }).trim().min(1, OFFER_MESSAGES.images).max(500), {
      error: OFFER_MESSAGES.images,
    })
    .max(MAX_OFFER_IMAGES, OFFER_MESSAGES.tooManyImages)
    .default([]),
};

const offerId = recordId(OFFER_MESSAGES.offerId);

export const offer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** An instant (ISO 8601); a day sent as `2026-12-24` ends at 23:59:59.999 local time. */
  expiryDate: z.string(),
  status: offerStatus,
  /** Image URLs, in the order chosen. */
  images: z.array(z.string()),
  /** Its expiry has passed (worked out when answering, never stored): a Published one shows as Expired. */
  isExpired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offer>;

const offerAnswer = z.object({ message: z.string(), data: offer });

/** Saves a Draft. */
export const addOffer = endpoint({
  method: 'POST',
  path: '/offer/add',
  access: 'owner',
  request: z.object(offerFields),
  response: offerAnswer,
});

/** Adds and publishes in one call (plan limit: published offers, 409 past it). */
export const addAndPublishOffer = endpoint({
  method: 'POST',
  path: '/offer/addandpublish',
  access: 'owner',
  request: z.object(offerFields),
  response: offerAnswer,
});

/** Drafts only: a published offer is only deleted (the form treats it as a new one). */
export const updateOffer = endpoint({
  method: 'POST',
  path: '/offer/update',
  access: 'owner',
  request: z.object({ offerId, ...offerFields }),
  response: offerAnswer,
});

/** Draft → Published, while its expiry is ahead and within the plan's limit (409 past it). */
export const publishOffer = endpoint({
  method: 'POST',
  path: '/offer/publish',
  access: 'owner',
  request: z.object({ offerId }),
  response: offerAnswer,
});

/** Draft or Published → Deleted. */
export const deleteOffer = endpoint({
  method: 'POST',
  path: '/offer/delete',
  access: 'owner',
  request: z.object({ offerId }),
  response: offerAnswer,
});

export const offerDetails = endpoint({
  method: 'POST',
  path: '/offer/details',
  access: 'owner',
  request: z.object({ offerId }),
  response: z.object({ data: offer }),
});

/** Offers of the business, newest first; `status` defaults to the Active tab's (Draft and Published). */
export const listOffers = endpoint({
  method: 'POST',
  path: '/offer/list',
  access: 'owner',
  request: pageRequest.extend({
    status: z.array(offerStatus).min(1).max(offerStatus.options.length).default(['Draft', 'Published']),
  }),
  response: z.object({ offerList: z.array(offer), totalCount: z.number().int() }),
});
