import type { Store } from '@countertop/api';
import { Button, DetailsTable, Dialog } from '@countertop/ui';
import { formatAddress } from '../utils/format-address';
import { STORE_TEXT } from '../texts';

const orNotAvailable = (value: string | number | null) =>
  value === null || String(value).trim() === '' ? STORE_TEXT.notAvailable : String(value);

/**
 * 'Store Details' (docs/product/management.md §2 Stores): name, address, phone, website (or N/A),
 * operational (Yes/No), category, counters, latitude and longitude.
 */
export function StoreDetailsDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const d = STORE_TEXT.details;
  return (
    <Dialog
      title={STORE_TEXT.detailsTitle}
      description={store?.name}
      isOpen={store !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      footer={(close) => <Button onPress={close}>{STORE_TEXT.close}</Button>}
    >
      {store && (
        <DetailsTable
          aria-label={`${STORE_TEXT.detailsTitle}: ${store.name}`}
          titleHeader="Field"
          detailsHeader="Value"
          rows={[
            { title: d.name, details: store.name },
            { title: d.address, details: formatAddress(store.address) },
            { title: d.phone, details: orNotAvailable(store.phoneNumber) },
            { title: d.website, details: orNotAvailable(store.website) },
            { title: d.operational, details: store.isOperational ? STORE_TEXT.yes : STORE_TEXT.no },
            { title: d.category, details: orNotAvailable(store.category) },
            { title: d.counters, details: store.counters.length },
            { title: d.latitude, details: orNotAvailable(store.latitude) },
            { title: d.longitude, details: orNotAvailable(store.longitude) },
          ]}
        />
      )}
    </Dialog>
  );
}
