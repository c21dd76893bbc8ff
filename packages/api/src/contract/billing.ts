import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * What the business's plan allows (docs/product/management.md §3 Billing plan): the commission on
 * gift card sales in percent, and the limits the server enforces. FREE: 0 %, 50 gallery images,
 * 3 published offers, 5 stores, 5 published gift cards.
 */
export const billingPlan = z.object({
  planName: z.string(),
  giftcardCommissionRate: z.number(),
  gallerySize: z.number().int(),
  publishedOffers: z.number().int(),
  stores: z.number().int(),
  publishedGiftcards: z.number().int(),
});
export type BillingPlan = z.infer<typeof billingPlan>;

export const billingPlanDetails = endpoint({
  method: 'GET',
  path: '/billingplan/details',
  access: 'owner-or-staff',
  request: z.void(),
  response: z.object({ data: billingPlan }),
});
