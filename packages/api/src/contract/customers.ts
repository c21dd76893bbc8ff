import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';
import { dollars, money } from './money.js';
import { REWARD_PLAN_TYPES } from './reward-plan.js';
import { memberTier } from './member-tier.js';

/**
 * A member on the wire is named by `memberId`, the short code on their member pass; the screens
 * navigate with `id = memberId`, so every `customerId` in a request is a memberId.
 */
export const customerId = text({ error: 'Customer ID is required' })
  .trim()
  .min(1, 'Customer ID is required')
  .max(64, 'Customer not found');

/**
 * Where a money operation happens. `storeId` must be a store of the caller's business and
 * `counter` one of its counters; when left out they come from the store and counter the session's
 * device registered at sign-in. Without either the call fails with 'Store data not found'.
 */
export const operationPlace = {
  storeId: text().trim().min(1).max(64).optional(),
  counter: text().trim().min(1).max(64).optional(),
};

/** A member as the front desk sees them: balances are those at the caller's business (0 if not subscribed). */
export const customerSummary = z.object({
  name: z.string(),
  /** In full only to a business the member is subscribed to; masked elsewhere ("j***@g***.com"). */
  email: z.string(),
  memberId: z.string(),
  username: z.string(),
  walletBalance: dollars,
  /** Sum of the member's live (unexpired) gift cards at this business. */
  gcBalance: dollars,
  pointsBalance: z.number().int(),
  /** The business's kind of programme: points per dollar, or a stamp card (issue 20). */
  rewardType: z.enum(REWARD_PLAN_TYPES),
  /** Stamps on the member's card here ("6 of 9"); they stay when the plan turns to points. */
  stampsBalance: z.number().int(),
  /** The stamps that fill a card under the business's plan. */
  stampsPerReward: z.number().int(),
  /** The member's tier here (shown beside their name at the counter), or null: none, or no tiers. */
  tier: memberTier.nullable(),
  isSubscribed: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** Exactly one member by username (case-insensitive) or memberId; never partial matches. */
export const searchCustomer = endpoint({
  method: 'POST',
  path: '/customer/search',
  access: 'owner-or-staff',
  request: z.object({
    query: text({ error: "Enter the customer's username or member ID" })
      .trim()
      .min(1, "Enter the customer's username or member ID")
      .max(64, 'Customer not found'),
  }),
  response: customerSummary,
});

/** The customer screen's lookup by id (docs/product/front-desk.md §7 "customer lookup by id"): fresh balances. */
export const customerDetails = endpoint({
  method: 'POST',
  path: '/customer/details',
  access: 'owner-or-staff',
  request: z.object({ customerId }),
  response: customerSummary,
});

/** Credits the amount to the member's wallet at this business as a Refund entry. */
export const refundCustomer = endpoint({
  method: 'POST',
  path: '/customer/refund',
  access: 'owner-or-staff',
  idempotent: true,
  request: z.object({
    customerId,
    refundAmount: money('Refund amount', { positive: true }),
    ...operationPlace,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ refundId: z.string(), refundAmount: dollars, walletBalance: dollars }),
  }),
});
