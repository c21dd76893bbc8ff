import { ACCC_WARNING, breaksAcccRule, toDollars, type GiftCardTemplate } from '../../../contract.js';
import type { GiftCardTemplateRow } from '../../../db/schema/index.js';

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

/** The ACCC 3-year rule: saved all the same, with a warning for the owner (0 stored = no discount). */
export function acccWarning(row: Pick<GiftCardTemplateRow, 'validityDays' | 'discountBasisPoints'>) {
  return breaksAcccRule(row.validityDays, row.discountBasisPoints) ? { warning: ACCC_WARNING } : {};
}
