import { z } from 'zod';
import { pageRequest } from './common.js';
import { customerId, operationPlace } from './customers.js';
import { endpoint } from './endpoint.js';
import { dollars, money } from './money.js';
import { rtId } from './reward-transaction-status.js';

/**
 * Returning a purchase, in part or whole (docs/domain.md, "Returns"): the wallet and gift-card
 * money it used goes back where it came from, the points it earned are taken back, and the shop
 * hands back the cash part itself.
 */
export const returnPurchase = endpoint({
  method: 'POST',
  path: '/rewardtransaction/return',
  access: 'owner-or-staff',
  idempotent: true,
  request: z.object({
    rtId,
    /** At most what is still returnable on the purchase. */
    amount: money('Return amount', { positive: true }),
    ...operationPlace,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({
      rtId: z.string(),
      returnedAmount: dollars,
      /** Points taken back: the purchase's share, and its bonuses with the last return. */
      pointsReversed: z.number().int(),
      /** The wallet's share of the return, back to the wallet. */
      walletReturned: dollars,
      /** The gift cards' share: back to the cards it came from (an expired card's part to the wallet). */
      giftcardReturned: dollars,
      /** Of giftcardReturned, what went to the wallet instead because its card had expired. */
      giftcardToWallet: dollars,
      /** What the shop hands back itself: returned − wallet − gift cards. */
      cashReturned: dollars,
      /** Points due that the member no longer had (spent or converted): recorded, not taken. */
      pointsShortfall: z.number().int(),
      /** The purchase's stamp, taken back when the whole purchase has been returned. */
      stampsReversed: z.number().int(),
      /** A stamp due that had already turned into wallet money with a full card: recorded, not taken. */
      stampsShortfall: z.number().int(),
      /** What can still be returned on the purchase. */
      returnableLeft: dollars,
    }),
  }),
});
export type ReturnOutcome = z.infer<typeof returnPurchase.response>['data'];

/** A completed purchase with something left to return. */
export const returnablePurchase = z.object({
  rtId: z.string(),
  createdAt: z.string(),
  billingAmount: dollars,
  returnableAmount: dollars,
  /** Null for a purchase recorded with no store. */
  storeName: z.string().nullable(),
});
export type ReturnablePurchase = z.infer<typeof returnablePurchase>;

/** The member's purchases at this business that can still be returned, newest first. */
export const listCustomerPurchases = endpoint({
  method: 'POST',
  path: '/customer/purchases',
  access: 'owner-or-staff',
  request: pageRequest.extend({ customerId }),
  response: z.object({ totalItems: z.array(returnablePurchase), totalCount: z.number().int() }),
});
