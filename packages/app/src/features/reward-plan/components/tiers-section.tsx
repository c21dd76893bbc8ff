import { formatDollars } from '@countertop/api';
import type { Tier } from '@countertop/api';
import { useTiers } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { DataTable } from '@countertop/ui/DataTable';
import { EditIcon } from '@countertop/ui/icons';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Spinner } from '@countertop/ui/Spinner';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { TIERS_TEXT as T } from '../texts';
import { EditTiersDialog } from './edit-tiers-dialog';

const columns: DataTableColumn<Tier>[] = [
  { id: 'name', header: T.columns.name, cell: (tier) => tier.name, isRowHeader: true },
  {
    id: 'minSpend',
    header: T.columns.minSpend,
    cell: (tier) => formatDollars(tier.minSpendAmount),
    align: 'end',
  },
  {
    id: 'multiplier',
    header: T.columns.multiplier,
    cell: (tier) => T.multiplierText(tier.multiplier),
    align: 'end',
  },
];

/**
 * The reward plan's tiers (issue 20): the set, lowest first, and for owners 'Edit Tiers'. Staff
 * read them through the staff path, without the button.
 */
export function TiersSection({ canEdit }: { canEdit: boolean }) {
  const tiers = useTiers(undefined, { requestOptions: { errorToast: false } });
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card
      title={T.title}
      description={T.description}
      actions={
        canEdit && tiers.data ? (
          <Button onPress={() => setIsEditing(true)}>
            <EditIcon />
            {T.edit}
          </Button>
        ) : undefined
      }
    >
      {tiers.isError ? (
        <ErrorState title={T.loadFailed} />
      ) : tiers.isPending ? (
        <Spinner label={T.loading} />
      ) : (
        <DataTable
          aria-label={T.tableLabel}
          columns={columns}
          rows={tiers.data.data}
          getRowId={(tier) => tier.id}
          emptyText={T.empty}
        />
      )}
      {canEdit && tiers.data && (
        <EditTiersDialog tiers={tiers.data.data} isOpen={isEditing} onClose={() => setIsEditing(false)} />
      )}
    </Card>
  );
}
