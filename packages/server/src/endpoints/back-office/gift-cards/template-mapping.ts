import { ACCC_MINIMUM_VALIDITY_DAYS, toDollars, type GiftCardTemplate } from '../../../contract.js';
import type { GiftCardTemplateRow } from '../../../db/schema/index.js';
import { GIFT_CARD_MESSAGES } from '../../../domain/gift-cards/messages.js';

export function toGiftCardTemplate(row: GiftCardTemplateRow): GiftCardTemplate {
  return {
    id: row.id,
    faceValue: toDollars(row.faceValueCents),
    discount: row.discountBasisPoints / 100,
    actualValue: toDollars(row.actualValueCents),
    soldNumber: row.soldNumber,
    status: row.status,
    validity: row.validityDays,
    termsOfUse: { useInStore: row.useInStore, useOnline: row.useOnline },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The ACCC 3-year rule: saved all the same, with a warning for the owner. */
export function acccWarning(row: Pick<GiftCardTemplateRow, 'validityDays' | 'discountBasisPoints'>) {
  const short = row.validityDays !== null && row.validityDays < ACCC_MINIMUM_VALIDITY_DAYS;
  return short && row.discountBasisPoints === 0 ? { warning: GIFT_CARD_MESSAGES.acccWarning } : {};
}
