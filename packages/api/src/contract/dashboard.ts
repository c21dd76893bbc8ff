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

/** How many days the owner dashboard's trends cover: today and the 29 before it. */
export const TREND_DAYS = 30;

/**
 * One of the business's calendar days (in its own time zone), in decimal dollars: the purchases
 * rewarded (billing of the reward transactions completed that day), what buyers paid for gift
 * cards sold, what was redeemed from wallets and gift cards, what was refunded to wallets, and
 * what of earlier purchases was returned.
 */
export const trendDay = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  rewards: dollars,
  giftCardSales: dollars,
  redemptions: dollars,
  refunds: dollars,
  returns: dollars,
});
export type TrendDay = z.infer<typeof trendDay>;

/** The owner dashboard's trends: the last 30 days, oldest first, a day with nothing at 0. */
export const businessTrends = endpoint({
  method: 'GET',
  path: '/dashboard/trends',
  access: 'owner',
  request: z.void(),
  response: z.object({ timeZone: z.string(), days: z.array(trendDay).length(TREND_DAYS) }),
});
