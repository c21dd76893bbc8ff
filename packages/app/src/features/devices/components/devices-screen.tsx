import type { RegisteredDevice } from '@countertop/api';
import { useDeleteDevice, useDevices } from '@countertop/api/react';
import { useEndSession } from '@countertop/app-kit';
import {
  Badge,
  ConfirmDialog,
  DataTable,
  ErrorState,
  IconButton,
  PageHeader,
  Pagination,
  Stack,
  TrashIcon,
} from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { deviceName, formatSignIn } from '../utils/device-text';
import { DEVICE_TEXT, DEVICES_PAGE_SIZE } from '../texts';

const columns: DataTableColumn<RegisteredDevice>[] = [
  {
    id: 'name',
    header: DEVICE_TEXT.columns.name,
    cell: (device) => (
      <Stack gap="xxs">
        <span>
          {deviceName(device)}{' '}
          {device.isCurrentDevice && <Badge tone="accent">{DEVICE_TEXT.thisDevice}</Badge>}
        </span>
        <span>{DEVICE_TEXT.lastSignIn(device.userName, formatSignIn(device.lastSignInAt))}</span>
      </Stack>
    ),
  },
  { id: 'platform', header: DEVICE_TEXT.columns.platform, cell: (device) => device.platform },
  {
    id: 'status',
    header: DEVICE_TEXT.columns.status,
    cell: (device) => (device.isOwnerDevice ? DEVICE_TEXT.ownerDevice : DEVICE_TEXT.regularDevice),
  },
];

/**
 * /devices (docs/product/management.md §2): every device of the business, 10 a page, each with a
 * delete behind a confirmation. Deleting one ends its sessions at once; deleting the device in
 * use signs the owner out here too.
 */
export function DevicesScreen() {
  const [page, setPage] = useState(1);
  const devices = useDevices(
    { offset: (page - 1) * DEVICES_PAGE_SIZE, limit: DEVICES_PAGE_SIZE },
    // The failure is said in place of the table; a toast would say it twice.
    { requestOptions: { errorToast: false }, placeholderData: (previous) => previous },
  );
  const [toDelete, setToDelete] = useState<RegisteredDevice | null>(null);
  const remove = useDeleteDevice();
  const endSession = useEndSession();
  const navigate = useNavigate();

  // A failed load leaves the list empty (docs/product/management.md §8).
  const rows = devices.isError ? [] : (devices.data?.data.totalItems ?? []);
  const totalPages = Math.ceil((devices.data?.data.totalCount ?? 0) / DEVICES_PAGE_SIZE);

  async function confirmDelete() {
    if (!toDelete) return;
    const { signedOut } = await remove.mutateAsync({ uuid: toDelete.uuid });
    if (signedOut) {
      // The server has ended this very session; end it here too and go to sign in.
      await endSession();
      await navigate(paths.login.getHref(), { replace: true });
      return;
    }
    // Deleting the last device of the last page shows the page before it.
    if (rows.length === 1 && page > 1) setPage(page - 1);
  }

  return (
    <>
      <PageHeader title={DEVICE_TEXT.title} description={DEVICE_TEXT.description} />
      {devices.isError && <ErrorState title={DEVICE_TEXT.loadFailed} />}
      <DataTable
        aria-label={DEVICE_TEXT.tableLabel}
        columns={columns}
        rows={rows}
        getRowId={(device) => device.uuid}
        isLoading={devices.isPending}
        loadingLabel={DEVICE_TEXT.loading}
        emptyText={DEVICE_TEXT.empty}
        renderActions={(device) => (
          <IconButton label={DEVICE_TEXT.delete(deviceName(device))} onPress={() => setToDelete(device)}>
            <TrashIcon />
          </IconButton>
        )}
      />
      <Pagination
        aria-label={DEVICE_TEXT.pages}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        isDisabled={devices.isFetching}
      />
      <ConfirmDialog
        title={DEVICE_TEXT.confirmTitle}
        tone="danger"
        confirmLabel={DEVICE_TEXT.confirmLabel}
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={confirmDelete}
      >
        {toDelete &&
          (toDelete.isCurrentDevice
            ? DEVICE_TEXT.confirmOwn
            : DEVICE_TEXT.confirmOther(deviceName(toDelete)))}
      </ConfirmDialog>
    </>
  );
}
