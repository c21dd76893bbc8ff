import { formatDate } from '@countertop/app-kit';
import { Carousel, Dialog } from '@countertop/ui';
import type { DashboardOffer } from '../utils/offers';

/** An offer in detail (docs/product/front-desk.md §2): title, description, its images and 'Valid till'. */
export function OfferDialog({ offer, onClose }: { offer: DashboardOffer | null; onClose: () => void }) {
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
        <>
          <p>{offer.description}</p>
          <Carousel
            aria-label={`${offer.title} images`}
            images={offer.images.map((src) => ({ src, alt: '' }))}
          />
          <p>{`Valid till: ${formatDate(offer.expiryDate)}`}</p>
        </>
      )}
    </Dialog>
  );
}
