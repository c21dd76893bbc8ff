import { formatDollars } from '@countertop/api';
import type { StaffMember } from '@countertop/api';
import { useStaffList } from '@countertop/api/react';
import { formatPhone } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { Button } from '@countertop/ui/Button';
import { EditIcon, PlusIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { PageHeader } from '@countertop/ui/PageHeader';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useNavigate } from 'react-router-dom';
import { PagedTable } from '@/components/paged-table';
import { paths } from '@/config/paths';
import { PAGED_LIST_QUERY, usePage } from '@/lib/use-page';
import { staffEditState } from '../utils/staff-edit-state';
import { STAFF_PAGE_SIZE, STAFF_TEXT } from '../texts';

const columns: DataTableColumn<StaffMember>[] = [
  { id: 'name', header: STAFF_TEXT.columns.name, cell: (staffMember) => staffMember.name },
  {
    id: 'phone',
    header: STAFF_TEXT.columns.phone,
    cell: (staffMember) => formatPhone(staffMember.phoneNumber),
  },
  { id: 'email', header: STAFF_TEXT.columns.email, cell: (staffMember) => staffMember.email },
  {
    id: 'status',
    header: STAFF_TEXT.columns.status,
    cell: (staffMember) =>
      staffMember.isActive ? (
        <Badge tone="success">{STAFF_TEXT.active}</Badge>
      ) : (
        <Badge tone="neutral">{STAFF_TEXT.inactive}</Badge>
      ),
  },
  {
    id: 'chat',
    header: STAFF_TEXT.columns.chatAccess,
    cell: (staffMember) => (staffMember.chatAccess ? STAFF_TEXT.yes : STAFF_TEXT.no),
  },
  {
    id: 'refundLimits',
    header: STAFF_TEXT.columns.refundLimits,
    cell: (staffMember) =>
      STAFF_TEXT.refundLimits(
        formatDollars(staffMember.refundLimit),
        formatDollars(staffMember.dailyRefundLimit),
      ),
  },
  {
    id: 'giftCards',
    header: STAFF_TEXT.columns.giftCards,
    cell: (staffMember) => (staffMember.canSellGiftcards ? STAFF_TEXT.yes : STAFF_TEXT.no),
  },
];

/** On a phone: who and whether they are active; the rest is on their edit screen. */
const phoneColumns = columns.filter((column) => column.id === 'name' || column.id === 'status');

/**
 * /staff (docs/product/management.md §2): active and inactive staff by name, 10 a page, with the
 * spec's columns and then what each may do with money (refund limits, gift-card sales).
 */
export function StaffScreen() {
  const navigate = useNavigate();
  const paging = usePage(STAFF_PAGE_SIZE);
  const staff = useStaffList(paging.request, PAGED_LIST_QUERY);

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
      <PagedTable
        texts={STAFF_TEXT}
        paging={paging}
        query={staff}
        listPage={staff.data?.data}
        columns={columns}
        phoneColumns={phoneColumns}
        renderActions={(staffMember) => (
          <IconButton
            label={STAFF_TEXT.edit(staffMember.name)}
            onPress={() => void navigate(paths.staffAdd.getHref(), { state: staffEditState(staffMember) })}
          >
            <EditIcon />
          </IconButton>
        )}
      />
    </>
  );
}
