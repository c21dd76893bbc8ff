import { formatCount, formatDollars } from '@countertop/api';
import type { GiftCardTemplate } from '@countertop/api';
import { formatDate, formatDiscount } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { Dialog } from '@countertop/ui/Dialog';
import { shortGiftCardId, validityText } from '../utils/gift-card-format';
import { GIFT_CARDS_TEXT as T } from '../texts';

/** The selected card, whole: what the table leaves out on a phone, its price and its full id. */
export function GiftCardDetails({ card, onClose }: { card: GiftCardTemplate | null; onClose: () => void }) {
  return (
    <Dialog
      title={card ? T.details(shortGiftCardId(card)) : ''}
      isOpen={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      {card && (
        <DetailsTable
          aria-label={T.detailsTable}
          rows={[
            { title: T.columns.amount, details: formatDollars(card.faceValue) },
            { title: T.columns.discount, details: formatDiscount(card.discount) },
            { title: T.actualValue, details: formatDollars(card.actualValue) },
            { title: T.columns.sold, details: formatCount(card.soldNumber) },
            { title: T.columns.status, details: <Badge>{card.status}</Badge> },
            { title: T.columns.validity, details: validityText(card.validity) },
            { title: T.created, details: formatDate(card.createdAt) },
            ...(card.deletedAt ? [{ title: T.columns.deletedOn, details: formatDate(card.deletedAt) }] : []),
            { title: T.fullId, details: card.id },
          ]}
        />
      )}
    </Dialog>
  );
}
