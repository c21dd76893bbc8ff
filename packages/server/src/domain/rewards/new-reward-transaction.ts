import type { Place } from '../places/place.js';

export interface RedeemAmounts {
  billingCents: number;
  walletCents: number;
  giftCardCents: number;
}

/**
 * The columns every reward transaction starts with: who, where, when and for how much. Callers add
 * the status (INITIATED for a redemption, COMPLETED for a plain reward) and what follows from it.
 */
export function newRewardTransaction(
  id: string,
  place: Place,
  memberRowId: string,
  subscriptionId: string,
  amounts: RedeemAmounts,
) {
  return {
    id,
    businessId: place.businessId,
    memberRowId,
    subscriptionId,
    storeId: place.storeId,
    counter: place.counter,
    initiatorUserId: place.actorUserId,
    billingCents: amounts.billingCents,
    walletRedeemCents: amounts.walletCents,
    giftCardRedeemCents: amounts.giftCardCents,
    createdAt: place.at,
  };
}
