import type { RegisteredDevice } from '@countertop/api';
import { useDeleteDevice, useDevices } from '@countertop/api/react';
import { formatDateTime, useEndSession } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { ConfirmDialog } from '@countertop/ui/ConfirmDialog';
import { IconButton } from '@countertop/ui/IconButton';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { TrashIcon } from '@countertop/ui/icons';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PagedTable } from '@/components/paged-table';
import { paths } from '@/config/paths';
import { PAGED_LIST_QUERY, usePage } from '@/lib/use-page';
import { deviceName } from '../utils/device-text';
import { DEVICE_TEXT, DEVICES_PAGE_SIZE } from '../texts';

/**
 * A browser's every sign-in registers a device, so rows often share a name ('Chrome on Linux'):
 * under it, who signed in when, when it was last used and whether it is still signed in tell
 * them apart (issue 23), and the one in use is 'This device'.
 */
function DeviceCell({ device }: { device: RegisteredDevice }) {
  return (
    <Stack gap="xxs">
      <span>
        {deviceName(device)} {device.isCurrentDevice && <Badge tone="accent">{DEVICE_TEXT.thisDevice}</Badge>}
        {!device.isSignedIn && <Badge tone="neutral">{DEVICE_TEXT.signedOut}</Badge>}
      </span>
      <span>{DEVICE_TEXT.lastSignIn(device.userName, formatDateTime(device.lastSignInAt))}</span>
      <span>{DEVICE_TEXT.lastActive(formatDateTime(device.lastActiveAt))}</span>
    </Stack>
  );
}

const columns: DataTableColumn<RegisteredDevice>[] = [
  { id: 'name', header: DEVICE_TEXT.columns.name, cell: (device) => <DeviceCell device={device} /> },
  { id: 'platform', header: DEVICE_TEXT.columns.platform, cell: (device) => device.platform },
  {
    id: 'status',
    header: DEVICE_TEXT.columns.status,
    cell: (device) => (device.isOwnerDevice ? DEVICE_TEXT.ownerDevice : DEVICE_TEXT.regularDevice),
  },
];

/** On a phone: the device and its status; the platform is in its name ('Chrome on Linux'). */
const phoneColumns = columns.filter((column) => column.id !== 'platform');

/**
 * /devices (docs/product/management.md §2): every device of the business, 10 a page, each with a
 * delete behind a confirmation. Deleting one ends its sessions at once; deleting the device in
 * use signs the owner out here too.
 */
export function DevicesScreen() {
  const paging = usePage(DEVICES_PAGE_SIZE);
  const devices = useDevices(paging.request, PAGED_LIST_QUERY);
  const [toDelete, setToDelete] = useState<RegisteredDevice | null>(null);
  const remove = useDeleteDevice();
  const endSession = useEndSession();
  const navigate = useNavigate();

  async function confirmDelete() {
    if (!toDelete) return;
    const { signedOut } = await remove.mutateAsync({ uuid: toDelete.uuid });
    if (signedOut) {
      // The server has ended this very session; end it here too and go to sign in.
      await endSession();
      await navigate(paths.login.getHref(), { replace: true });
      return;
    }
    // Deleting the last device of the last page shows the page before it (a failed list shows none).
    const rowsShown = devices.isError ? 0 : (devices.data?.data.totalItems.length ?? 0);
    if (rowsShown === 1 && paging.page > 1) paging.setPage(paging.page - 1);
  }

  return (
    <>
      <PageHeader title={DEVICE_TEXT.title} description={DEVICE_TEXT.description} />
      <PagedTable
        texts={DEVICE_TEXT}
        paging={paging}
        query={devices}
        listPage={devices.data?.data}
        columns={columns}
        phoneColumns={phoneColumns}
        getRowId={(device) => device.uuid}
        renderActions={(device) => (
          <IconButton label={DEVICE_TEXT.delete(deviceName(device))} onPress={() => setToDelete(device)}>
            <TrashIcon />
          </IconButton>
        )}
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
