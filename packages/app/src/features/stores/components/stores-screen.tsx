import type { Store } from '@countertop/api';
import { useStores } from '@countertop/api/react';
import { formatPhone } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { Button } from '@countertop/ui/Button';
import { EditIcon, PlusIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { PageHeader } from '@countertop/ui/PageHeader';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PagedTable } from '@/components/paged-table';
import { paths } from '@/config/paths';
import { PAGED_LIST_QUERY, usePage } from '@/lib/use-page';
import { formatAddress } from '../utils/format-address';
import { storeEditState } from '../utils/store-edit-state';
import { STORE_TEXT, STORES_PAGE_SIZE } from '../texts';
import { StoreDetailsDialog } from './store-details-dialog';

const columns: DataTableColumn<Store>[] = [
  { id: 'name', header: STORE_TEXT.columns.name, cell: (store) => store.name },
  { id: 'phone', header: STORE_TEXT.columns.phone, cell: (store) => formatPhone(store.phoneNumber) },
  { id: 'website', header: STORE_TEXT.columns.website, cell: (store) => store.website },
  {
    id: 'operational',
    header: STORE_TEXT.columns.operational,
    cell: (store) =>
      store.isOperational ? (
        <Badge tone="success">{STORE_TEXT.active}</Badge>
      ) : (
        <Badge tone="neutral">{STORE_TEXT.inactive}</Badge>
      ),
  },
  { id: 'address', header: STORE_TEXT.columns.address, cell: (store) => formatAddress(store.address) },
  {
    id: 'counters',
    header: STORE_TEXT.columns.counters,
    align: 'end',
    cell: (store) => store.counters.length,
  },
];

/** On a phone: the name, whether it is open and its counters; the rest is in Store Details. */
const PHONE_COLUMNS = new Set(['name', 'operational', 'counters']);
const phoneColumns = columns.filter((column) => PHONE_COLUMNS.has(column.id));

/**
 * /stores (docs/product/management.md §2): the business's stores, 10 a page. A row (its name) opens
 * Store Details; Edit opens /stores/add with the store; Add Store opens it empty.
 */
export function StoresScreen() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Store | null>(null);
  const paging = usePage(STORES_PAGE_SIZE);
  const stores = useStores(paging.request, PAGED_LIST_QUERY);

  return (
    <>
      <PageHeader
        title={STORE_TEXT.title}
        actions={
          <Button variant="primary" onPress={() => void navigate(paths.storesAdd.getHref())}>
            <PlusIcon />
            {STORE_TEXT.add}
          </Button>
        }
      />
      <PagedTable
        texts={STORE_TEXT}
        paging={paging}
        query={stores}
        listPage={stores.data?.data}
        columns={columns}
        phoneColumns={phoneColumns}
        onRowAction={setShown}
        renderActions={(store) => (
          <IconButton
            label={STORE_TEXT.edit(store.name)}
            onPress={() => void navigate(paths.storesAdd.getHref(), { state: storeEditState(store) })}
          >
            <EditIcon />
          </IconButton>
        )}
      />
      <StoreDetailsDialog store={shown} onClose={() => setShown(null)} />
    </>
  );
}
