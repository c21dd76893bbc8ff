import type { Store } from '@countertop/api';
import { useStores } from '@countertop/api/react';
import {
  Badge,
  Button,
  DataTable,
  EditIcon,
  ErrorState,
  IconButton,
  PageHeader,
  Pagination,
  PlusIcon,
} from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { formatAddress } from '../utils/format-address';
import { storeEditState } from '../utils/store-edit-state';
import { STORE_TEXT, STORES_PAGE_SIZE } from '../texts';
import { StoreDetailsDialog } from './store-details-dialog';

const columns: DataTableColumn<Store>[] = [
  { id: 'name', header: STORE_TEXT.columns.name, cell: (store) => store.name },
  { id: 'phone', header: STORE_TEXT.columns.phone, cell: (store) => store.phoneNumber },
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
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Store | null>(null);
  const isPhone = usePhoneLayout();
  const stores = useStores(
    { offset: (page - 1) * STORES_PAGE_SIZE, limit: STORES_PAGE_SIZE },
    { requestOptions: { errorToast: false }, placeholderData: (previous) => previous },
  );
  const rows = stores.isError ? [] : (stores.data?.data.totalItems ?? []);
  const totalPages = Math.ceil((stores.data?.data.totalCount ?? 0) / STORES_PAGE_SIZE);

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
      {stores.isError && <ErrorState title={STORE_TEXT.loadFailed} />}
      <DataTable
        aria-label={STORE_TEXT.tableLabel}
        columns={isPhone ? phoneColumns : columns}
        rows={rows}
        isLoading={stores.isPending}
        loadingLabel={STORE_TEXT.loading}
        emptyText={STORE_TEXT.empty}
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
      <Pagination
        aria-label={STORE_TEXT.pages}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        isDisabled={stores.isFetching}
      />
      <StoreDetailsDialog store={shown} onClose={() => setShown(null)} />
    </>
  );
}
