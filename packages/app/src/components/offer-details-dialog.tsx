import type { Offer } from '@countertop/api';
import { formatDate } from '@countertop/app-kit';
import { Carousel, Dialog, Stack } from '@countertop/ui';

/** What the dialog shows of an offer: the owner's list and the staff dashboard both have it. */
export type OfferDetails = Pick<Offer, 'title' | 'description' | 'expiryDate' | 'images'>;

/**
 * An offer in detail (docs/product/management.md §2 Offers, docs/product/front-desk.md §2): its
 * title, description, 'Valid till' (or '-') and its images in a carousel.
 */
export function OfferDetailsDialog({ offer, onClose }: { offer: OfferDetails | null; onClose: () => void }) {
  return (
    <Dialog
      title={offer?.title ?? ''}
      isOpen={offer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      {offer && (
        <Stack gap="md">
          <p>{offer.description}</p>
          <p>{`Valid till: ${offer.expiryDate ? formatDate(offer.expiryDate) : '-'}`}</p>
          <Carousel
            aria-label={`${offer.title} images`}
            images={offer.images.map((src) => ({ src, alt: '' }))}
          />
        </Stack>
      )}
    </Dialog>
  );
}
