import { formatCount } from '@countertop/api';
import type { BillingPlan } from '@countertop/api';

/** The billing screen's texts (docs/product/management.md §2 Billing & Subscription, §8). */
export const BILLING_TEXT = {
  title: 'Billing & Subscription',
  banner: 'You are on a freemium plan. Upgrade to access more features.',
  upgrade: 'Upgrade',
  table: 'Billing plan',
  loadFailed: 'Failed to load billing plan details',
  loading: 'Loading billing plan',
  rows: {
    plan: 'Plan',
    commission: 'Giftcard Commission Rate',
    gallery: 'Gallery Size',
    offers: 'Published Offers',
    stores: 'Stores',
    giftCards: 'Published Giftcards',
  },
  info: {
    plan: 'The plan your business is on. Every business starts on FREE.',
    commission: 'The share of each gift card sale that goes to Countertop.',
    gallery: 'How many images your gallery can hold.',
    offers: 'How many offers can be published at once. Expired and deleted offers do not count.',
    stores: 'How many stores your business can have, the primary store included.',
    giftCards: 'How many gift cards can be on sale at once. Deleted gift cards do not count.',
  },
  images: (n: number) => `${formatCount(n)} images`,
  count: (n: number) => formatCount(n),
  // The Upgrade dialog
  plansTitle: 'Plans',
  plansIntro: (plan: string) =>
    `Your business is on the ${plan} plan, the only plan there is today. It includes everything in the table on this page.`,
  plansLimits:
    'When a limit is reached, the screen says so: delete a published gift card or offer to make room, or upgrade once larger plans are available.',
  plansComing:
    'Larger plans, with more images, offers, stores and gift cards, are on their way. There is nothing to pay and nothing to set up now.',
  close: 'Close',
} as const;

/** docs/product/management.md §9: what the screen shows until (or unless) the plan loads. */
export const DEFAULT_PLAN: BillingPlan = {
  planName: 'FREE',
  giftcardCommissionRate: 0,
  gallerySize: 50,
  publishedOffers: 3,
  stores: 5,
  publishedGiftcards: 5,
};
