import type { Offer } from '../../../contract.js';
import type { OfferRow } from '../../../db/schema/index.js';

/** Expired is worked out here, from the expiry and the time of the answer, and never stored. */
export function isExpired(row: Pick<OfferRow, 'expiryDate'>, now: Date): boolean {
  return row.expiryDate.getTime() <= now.getTime();
}

export function toOffer(row: OfferRow, now: Date): Offer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    expiryDate: row.expiryDate.toISOString(),
    status: row.status,
    images: row.images,
    isExpired: isExpired(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
