import type { MemberActivityItem } from '@countertop/api';

/** One line of a member's history in which nothing moved: a test sets what its case is about. */
export function activityItem(overrides: Partial<MemberActivityItem> = {}): MemberActivityItem {
  return {
    id: 'rt:1',
    businessId: 'b1',
    businessName: 'Harbour Lane Coffee',
    storeName: null,
    kind: 'reward',
    occurredAt: '2026-06-15T01:00:00.000Z',
    billingAmount: 0,
    pointsEarned: 0,
    welcomePoints: 0,
    firstShopBonus: 0,
    pointsConverted: 0,
    walletFromPoints: 0,
    stampsEarned: 0,
    stampsConverted: 0,
    walletFromStamps: 0,
    walletRedeemed: 0,
    giftCardRedeemed: 0,
    refunded: 0,
    giftCardBought: 0,
    returnedToWallet: 0,
    returnedToGiftCard: 0,
    pointsReversed: 0,
    stampsReversed: 0,
    pointsExpired: 0,
    referralBonus: 0,
    ...overrides,
  };
}
