import { z } from 'zod';
import { dollars } from './money.js';

/**
 * What one visit or operation did to the member's balances at a business. `reward` and
 * `redemption` are completed purchases (a redemption spent wallet or gift-card money); the points
 * a purchase turned into wallet money are on the same item. `return` is (part of) a purchase
 * returned: the money that came back to the wallet and gift cards, and the points taken back.
 * `expiry` is points that reached their expiry (docs/domain.md, "Points expiry"). `referral` is
 * the bonus a friend's first purchase earned, `referralReversal` its points taken back when that
 * purchase was returned within 30 days (docs/domain.md, "Referrals").
 */
export const memberActivityKinds = [
  'reward',
  'redemption',
  'giftCardPurchase',
  'refund',
  'welcome',
  'return',
  'expiry',
  'referral',
  'referralReversal',
] as const;
export type MemberActivityKind = (typeof memberActivityKinds)[number];

export const memberActivityItem = z.object({
  /** Stable per operation: the reward transaction or refund it came from, else the sale's moment. */
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The store where it happened, when it happened at a counter. */
  storeName: z.string().nullable(),
  kind: z.enum(memberActivityKinds),
  occurredAt: z.string(),
  /** The purchase's bill; 0 for anything that is not a purchase. */
  billingAmount: dollars,
  /** Points earned on the purchase's paid part; the first-shop bonus and the welcome apart. */
  pointsEarned: z.number().int(),
  welcomePoints: z.number().int(),
  firstShopBonus: z.number().int(),
  pointsConverted: z.number().int(),
  walletFromPoints: dollars,
  /** A stamp for the purchase, and a full stamp card turned into wallet money. */
  stampsEarned: z.number().int(),
  stampsConverted: z.number().int(),
  walletFromStamps: dollars,
  walletRedeemed: dollars,
  giftCardRedeemed: dollars,
  refunded: dollars,
  giftCardBought: dollars,
  /** A return's: the wallet money and gift-card money given back, and the points taken back. */
  returnedToWallet: dollars,
  returnedToGiftCard: dollars,
  pointsReversed: z.number().int(),
  stampsReversed: z.number().int(),
  /** An expiry's: the points that expired. */
  pointsExpired: z.number().int(),
  /** A referral's: the bonus points a referred friend's first purchase earned. */
  referralBonus: z.number().int(),
});
export type MemberActivityItem = z.infer<typeof memberActivityItem>;
