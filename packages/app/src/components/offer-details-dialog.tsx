import type { Offer } from '@countertop/api';
import { formatDate } from '@countertop/app-kit';
import { Carousel } from '@countertop/ui/Carousel';
import { Dialog } from '@countertop/ui/Dialog';
import { Stack } from '@countertop/ui/Stack';

/** What the dialog shows of an offer: the owner's list and the staff dashboard both have it. */
export type OfferDetails = Pick<Offer, 'title' | 'description' | 'expiryDate' | 'images'>;

export interface OfferDetailsDialogProps {
  offer: OfferDetails | null;
  onClose: () => void;
  /**
   * Where 'Valid till' stands: before the images on the owner's list (docs/product/management.md
   * §2 Offers), after them on the staff dashboard (docs/product/front-desk.md §2 Dashboards).
   * @default 'before-images'
   */
  validity?: 'before-images' | 'after-images';
}

/** An offer in detail: its title, description, 'Valid till' (or '-') and its images in a carousel. */
export function OfferDetailsDialog({ offer, onClose, validity = 'before-images' }: OfferDetailsDialogProps) {
  const validTill = offer && <p>{`Valid till: ${offer.expiryDate ? formatDate(offer.expiryDate) : '-'}`}</p>;
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
          {/* The description is typed on several lines; they are kept. */}
          <p style={{ whiteSpace: 'pre-line' }}>{offer.description}</p>
          {validity === 'before-images' && validTill}
          <Carousel
            aria-label={`${offer.title} images`}
            images={offer.images.map((src) => ({ src, alt: '' }))}
          />
          {validity === 'after-images' && validTill}
        </Stack>
      )}
    </Dialog>
  );
}
