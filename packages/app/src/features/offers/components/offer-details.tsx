import type { Offer } from '@countertop/api';
import { formatDate } from '@countertop/app-kit';
import { Carousel, Dialog, Stack } from '@countertop/ui';
import { OFFERS_TEXT as T } from '../texts';

/** The detail popup (docs/product/management.md §2 Offers): title, description, 'Valid till' (or '-'), images. */
export function OfferDetails({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
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
          <p>{T.validTill(offer.expiryDate ? formatDate(offer.expiryDate) : '-')}</p>
          <Carousel
            aria-label={T.images(offer.title)}
            images={offer.images.map((src) => ({ src, alt: '' }))}
          />
        </Stack>
      )}
    </Dialog>
  );
}
