import { z } from 'zod';
import { text } from './fields.js';
import { listOf, pageRequest } from './common.js';
import { customerId, operationPlace } from './customers.js';
import { endpoint } from './endpoint.js';
import { readDiscount } from './gift-card-pricing.js';
import { dollars, money } from './money.js';

export const giftCardStatus = z.enum(['Draft', 'Published', 'Deleted']);
export type GiftCardStatus = z.infer<typeof giftCardStatus>;

/** The spec's texts (docs/product/management.md §5), shared by the add form and the server. */
export const GIFT_CARD_MESSAGES = {
  amount: 'Amount is required and must be greater than 0',
  discount: 'Discount must be between 0 and 100',
  discountDecimals: 'Discount can have at most two decimals',
  validityDays: 'Please enter valid number of days',
} as const;

/** Longest validity accepted: 100 years; "never expires" is `null`. */
export const MAX_VALIDITY_DAYS = 36_500;

/**
 * Percent above 0 and at most 100 with at most two decimals, on the wire a number (or numeric
 * text), in basis points after parsing; `null` is "no discount" (the form's Face value).
 */
export const discountPercent = z
  .union([z.number(), text().trim().min(1, GIFT_CARD_MESSAGES.discount), z.null()], {
    error: GIFT_CARD_MESSAGES.discount,
  })
  .transform((value, ctx) => {
    if (value === null) return null;
    const reading = readDiscount(String(value));
    if (reading.ok) return reading.basisPoints;
    const message =
      reading.problem === 'decimals' ? GIFT_CARD_MESSAGES.discountDecimals : GIFT_CARD_MESSAGES.discount;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });

/** Days of validity, or `null` for "never expires" (the form sends 'never' as null). */
export const validityDays = z
  .union([z.number(), text(), z.null()], { error: GIFT_CARD_MESSAGES.validityDays })
  .transform((value, ctx) => {
    if (value === null) return null;
    const days = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(days) || days < 1 || days > MAX_VALIDITY_DAYS) {
      ctx.issues.push({ code: 'custom', message: GIFT_CARD_MESSAGES.validityDays, input: value });
      return z.NEVER;
    }
    return days;
  });

const termsOfUse = z.object({ useInStore: z.boolean(), useOnline: z.boolean() });

/**
 * The add/update form's payload. `actualValue` is accepted for the spec's client but the server
 * computes it (salePriceCents) and ignores the one sent.
 */
const templateFields = {
  amount: money('Amount', { positive: true, requiredMessage: GIFT_CARD_MESSAGES.amount }),
  discount: discountPercent,
  // Read and ignored: a number or its text, as the form computed it.
  actualValue: z.union([z.number(), text(), z.null()]).optional(),
  validity: validityDays,
  termsOfUse: termsOfUse.default({ useInStore: true, useOnline: true }),
};

export const giftCardId = text({ error: 'Gift card ID is required' })
  .trim()
  .min(1, 'Gift card ID is required');

export const giftCardTemplate = z.object({
  id: z.string(),
  faceValue: dollars,
  discount: z.number(),
  actualValue: dollars,
  soldNumber: z.number().int(),
  status: giftCardStatus,
  /** Days, or null for never. */
  validity: z.number().int().nullable(),
  termsOfUse,
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type GiftCardTemplate = z.infer<typeof giftCardTemplate>;

const templateResponse = z.object({
  message: z.string(),
  data: giftCardTemplate,
  /** ACCC_WARNING when the card breaks the ACCC 3-year rule without a discount (saved all the same). */
  warning: z.string().optional(),
});

export const addGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/add',
  access: 'owner',
  request: z.object(templateFields),
  response: templateResponse,
});

/** Adds and publishes in one call (plan limit: published gift cards). */
export const addAndPublishGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/addandpublish',
  access: 'owner',
  request: z.object(templateFields),
  response: templateResponse,
});

/** Drafts only: a published card has been on sale and is never changed, only deleted. */
export const updateGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/update',
  access: 'owner',
  request: z.object({ id: giftCardId, ...templateFields }),
  response: templateResponse,
});

export const publishGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/publish',
  access: 'owner',
  request: z.object({ id: giftCardId }),
  response: templateResponse,
});

/** Draft or Published → Deleted. Cards already sold stay valid for their holders. */
export const deleteGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/delete',
  access: 'owner',
  request: z.object({ id: giftCardId }),
  response: templateResponse,
});

/**
 * Templates of the business, newest first. `status` defaults to the active ones (Draft and
 * Published); `storeId` is accepted for the spec's client and has no effect (templates belong to
 * the business, not a store).
 */
export const listGiftCards = endpoint({
  method: 'POST',
  path: '/giftcard/list',
  access: 'owner-or-staff',
  request: pageRequest.extend({
    status: z.array(giftCardStatus).min(1).max(giftCardStatus.options.length).default(['Draft', 'Published']),
    storeId: text().max(64).optional(),
  }),
  response: listOf(giftCardTemplate),
});

/** Sells one published template to the member: creates their card (balance = face value). */
export const sellGiftCard = endpoint({
  method: 'POST',
  path: '/giftcard/sell',
  access: 'owner-or-staff',
  idempotent: true,
  request: z.object({
    // Exactly one item, as the spec's screen sends it.
    cartItems: z.tuple([z.object({ id: giftCardId })], {
      error: (issue) =>
        issue.input === undefined ? 'Choose a gift card to sell' : 'Choose one gift card to sell',
    }),
    customerId,
    ...operationPlace,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({
      /** The member's new card (not the template). */
      giftCardId: z.string(),
      templateId: z.string(),
      faceValue: dollars,
      pricePaid: dollars,
      expiresAt: z.string().nullable(),
      gcBalance: dollars,
    }),
  }),
});
