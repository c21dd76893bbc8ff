import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { dollars } from './money.js';

/**
 * The owner dashboard's tiles. Each count matches the list its tile opens: gift cards and offers
 * in their Active tabs (Draft and Published), all subscribers, all stores, active staff.
 */
export const businessStats = endpoint({
  method: 'GET',
  path: '/stats',
  access: 'owner',
  request: z.void(),
  response: z.object({
    gcCount: z.number().int(),
    offersCount: z.number().int(),
    subscribersCount: z.number().int(),
    storeCount: z.number().int(),
    staffCount: z.number().int(),
  }),
});

export const dashboardGiftCard = z.object({
  id: z.string(),
  faceValue: dollars,
  discount: z.number(),
  actualValue: dollars,
  /** Days, or null for never. */
  validity: z.number().int().nullable(),
});

export const dashboardOffer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  expiryDate: z.string(),
});

/** The staff dashboard: what is on sale now (published gift cards, published offers not yet expired). */
export const staffDashboard = endpoint({
  method: 'GET',
  path: '/getGCAndOffersForDashboard',
  access: 'staff',
  request: z.void(),
  response: z.object({ giftCardList: z.array(dashboardGiftCard), offersList: z.array(dashboardOffer) }),
});
