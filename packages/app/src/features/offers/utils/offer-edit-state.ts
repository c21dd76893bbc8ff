import type { Offer } from '@countertop/api';

/** An image chosen for an offer (docs/product/management.md §3 Offer form): its URL is its id. */
export interface SelectedImage {
  id: string;
  title: string;
  url: string;
}

/** What the list hands to /offers/add (docs/product/management.md §2, §3 Offer form). */
export interface OfferEditState {
  /** Set for a Draft, edited in place; any other offer is copied into a new one. */
  id?: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD', the offer's last day where the browser is. */
  expiryDate: string;
  selectedImages: SelectedImage[];
}

/** An instant as the calendar day it falls on here, 'YYYY-MM-DD'. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function offerEditState(offer: Offer): { offer: OfferEditState } {
  return {
    offer: {
      ...(offer.status === 'Draft' ? { id: offer.id } : {}),
      title: offer.title,
      description: offer.description,
      expiryDate: localDay(offer.expiryDate),
      selectedImages: offer.images.map((url) => ({ id: url, title: '', url })),
    },
  };
}

/** The state the add button sends (docs/product/management.md §2: `isNewOffer`). */
export const NEW_OFFER_STATE = { isNewOffer: true } as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The offer to edit or copy from a location's state, or undefined for an empty form. */
export function readOfferEditState(state: unknown): OfferEditState | undefined {
  if (typeof state !== 'object' || state === null || !('offer' in state)) return undefined;
  const offer = (state as { offer: unknown }).offer;
  if (typeof offer !== 'object' || offer === null) return undefined;
  const { id, title, description, expiryDate, selectedImages } = offer as Record<string, unknown>;
  const images = Array.isArray(selectedImages)
    ? selectedImages.flatMap((image: unknown) => {
        if (typeof image !== 'object' || image === null) return [];
        const { url, title: imageTitle } = image as Record<string, unknown>;
        return typeof url === 'string' && url ? [{ id: url, title: text(imageTitle), url }] : [];
      })
    : [];
  return {
    ...(typeof id === 'string' && id ? { id } : {}),
    title: text(title),
    description: text(description),
    expiryDate: text(expiryDate),
    selectedImages: images,
  };
}
