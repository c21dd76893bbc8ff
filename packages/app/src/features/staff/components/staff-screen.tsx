import type { StaffMember } from '@countertop/api';
import { useStaffList } from '@countertop/api/react';
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
import { staffEditState } from '../utils/staff-edit-state';
import { STAFF_PAGE_SIZE, STAFF_TEXT } from '../texts';

const columns: DataTableColumn<StaffMember>[] = [
  { id: 'name', header: STAFF_TEXT.columns.name, cell: (member) => member.name },
  { id: 'phone', header: STAFF_TEXT.columns.phone, cell: (member) => member.phoneNumber },
  { id: 'email', header: STAFF_TEXT.columns.email, cell: (member) => member.email },
  {
    id: 'status',
    header: STAFF_TEXT.columns.status,
    cell: (member) =>
      member.isActive ? (
        <Badge tone="success">{STAFF_TEXT.active}</Badge>
      ) : (
        <Badge tone="neutral">{STAFF_TEXT.inactive}</Badge>
      ),
  },
  {
    id: 'chat',
    header: STAFF_TEXT.columns.chatAccess,
    cell: (member) => (member.chatAccess ? STAFF_TEXT.yes : STAFF_TEXT.no),
  },
];

/** On a phone: who and whether they are active; the rest is on their edit screen. */
const phoneColumns = columns.filter((column) => column.id === 'name' || column.id === 'status');

/** /staff (docs/product/management.md §2): active and inactive staff by name, 10 a page. */
export function StaffScreen() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const isPhone = usePhoneLayout();
  const staff = useStaffList(
    { offset: (page - 1) * STAFF_PAGE_SIZE, limit: STAFF_PAGE_SIZE },
    { requestOptions: { errorToast: false }, placeholderData: (previous) => previous },
  );
  const rows = staff.isError ? [] : (staff.data?.data.totalItems ?? []);
  const totalPages = Math.ceil((staff.data?.data.totalCount ?? 0) / STAFF_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title={STAFF_TEXT.title}
        actions={
          <Button variant="primary" onPress={() => void navigate(paths.staffAdd.getHref())}>
            <PlusIcon />
            {STAFF_TEXT.add}
          </Button>
        }
      />
      {staff.isError && <ErrorState title={STAFF_TEXT.loadFailed} />}
      <DataTable
        aria-label={STAFF_TEXT.tableLabel}
        columns={isPhone ? phoneColumns : columns}
        rows={rows}
        isLoading={staff.isPending}
        loadingLabel={STAFF_TEXT.loading}
        emptyText={STAFF_TEXT.empty}
        renderActions={(member) => (
          <IconButton
            label={STAFF_TEXT.edit(member.name)}
            onPress={() => void navigate(paths.staffAdd.getHref(), { state: staffEditState(member) })}
          >
            <EditIcon />
          </IconButton>
        )}
      />
      <Pagination
        aria-label={STAFF_TEXT.pages}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        isDisabled={staff.isFetching}
      />
    </>
  );
}
