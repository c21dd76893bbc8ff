import type { Store } from '@countertop/api';
import { formatPhone } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { DescriptionList } from '@countertop/ui/DescriptionList';
import { Dialog } from '@countertop/ui/Dialog';
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
        <DescriptionList
          items={[
            { term: d.name, description: store.name },
            { term: d.address, description: formatAddress(store.address) },
            { term: d.phone, description: orNotAvailable(formatPhone(store.phoneNumber)) },
            { term: d.website, description: orNotAvailable(store.website) },
            { term: d.operational, description: store.isOperational ? STORE_TEXT.yes : STORE_TEXT.no },
            { term: d.category, description: orNotAvailable(store.category) },
            { term: d.counters, description: store.counters.length },
            { term: d.latitude, description: orNotAvailable(store.latitude) },
            { term: d.longitude, description: orNotAvailable(store.longitude) },
          ]}
        />
      )}
    </Dialog>
  );
}
