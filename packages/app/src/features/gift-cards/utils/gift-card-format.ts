import type { GiftCardTemplate } from '@countertop/api';
import { GIFT_CARDS_TEXT } from '../texts';

/** 'N Days' or 'Never Expires' (docs/product/management.md §2 Gift Cards). */
export function validityText(days: number | null): string {
  return days === null ? GIFT_CARDS_TEXT.neverExpires : GIFT_CARDS_TEXT.days(days);
}

/**
 * The GC ID a person reads: the template's UUID is too long for a table cell, so its first eight
 * characters, as `GC-1A2B3C4D`; the full id is in the card's details.
 */
export function shortGiftCardId(card: Pick<GiftCardTemplate, 'id'>): string {
  return `GC-${card.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
