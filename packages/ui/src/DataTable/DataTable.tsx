import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ACTIONS_COLUMN_ID, defaultRowId, rowHeaderId, warnIfUnnamed } from './dataTableA11y';
import * as styles from './DataTable.css';
import { useUiStrings } from '../intl';
import { dataTable } from '../intl/en-AU/dataTable';

export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string;
  /** The column's header text. */
  header: string;
  /** What the column's cell shows for a row. */
  cell: (row: T) => ReactNode;
  /** This column's cell names the row for screen readers. @default the first column */
  isRowHeader?: boolean;
  /** `end` for amounts and counts, so digits line up. @default 'start' */
  align?: 'start' | 'end';
  /** The header sorts the table (with `sortDescriptor` and `onSortChange`). @default false */
  allowsSorting?: boolean;
}

export interface DataTableProps<T extends object> {
  /** Names the table for screen readers; or use `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The data columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A stable key per row. @default row.id, row._id, else its index */
  getRowId?: (row: T, index: number) => Key;
  /** Called when a row is clicked, or Enter is pressed on it. Makes rows look and act pressable. */
  onRowAction?: (row: T) => void;
  /** Buttons for a row, in a trailing column. @default undefined (no actions column) */
  renderActions?: (row: T) => ReactNode;
  /** Header of the actions column. @default 'Actions' (localised) */
  actionsHeader?: string;
  /** Shows a spinner in place of the rows. @default false */
  isLoading?: boolean;
  /** What the spinner says to screen readers. @default 'Loading' (localised) */
  loadingLabel?: string;
  /** Shown in place of rows when there are none, e.g. 'No products found'. @default 'No data' (localised) */
  emptyText?: ReactNode;
  /** The column and direction the rows are sorted by (controlled). */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. */
  onSortChange?: (descriptor: SortDescriptor) => void;
}

type ColumnDef<T> = DataTableColumn<T> & { isActions?: boolean };

/**
 * A table of records (RAC Table, a `grid`): arrow keys move between rows and cells, Enter on a
 * row runs `onRowAction`, buttons in the actions column are reached with the arrow keys too.
 * See DataTable.accessibility.md.
 *
 * ```tsx
 * <DataTable aria-label="Staff" columns={columns} rows={staff} isLoading={isPending}
 *   emptyText="No staff found" onRowAction={(s) => open(s.id)}
 *   renderActions={(s) => <IconButton label={`Edit ${s.name}`} onPress={() => edit(s)}><EditIcon /></IconButton>} />
 * ```
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  onRowAction,
  renderActions,
  actionsHeader: ownActionsHeader,
  isLoading = false,
  loadingLabel,
  emptyText: ownEmptyText,
  sortDescriptor,
  onSortChange,
  ...labelling
}: DataTableProps<T>) {
  const strings = useUiStrings('dataTable', dataTable);
  const actionsHeader = ownActionsHeader ?? strings.format('actions');
  const emptyText = ownEmptyText ?? strings.format('empty');
  const { 'aria-label': label, 'aria-labelledby': labelledBy } = labelling;
  useEffect(() => warnIfUnnamed(label, labelledBy), [label, labelledBy]);

  const headerId = rowHeaderId(columns);
  const allColumns: ColumnDef<T>[] = renderActions
    ? [
        ...columns,
        { id: ACTIONS_COLUMN_ID, header: actionsHeader, cell: renderActions, align: 'end', isActions: true },
      ]
    : [...columns];
  const keyed = isLoading ? [] : rows.map((row, index) => ({ key: getRowId(row, index), row }));
  const byKey = new Map(keyed.map(({ key, row }) => [key, row]));

  return (
    <div className={styles.scroller}>
      <Table
        {...labelling}
        className={styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={
          onRowAction
            ? (key) => {
                const row = byKey.get(key);
                if (row) onRowAction(row);
              }
            : undefined
        }
      >
        <TableHeader columns={allColumns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === headerId}
              allowsSorting={column.allowsSorting}
              className={styles.column}
              data-align={column.align ?? 'start'}
            >
              {({ sortDirection }) => (
                <>
                  {column.header}
                  {sortDirection && (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending' ? <ArrowUp size={12} /> : <ArrowDown size={12} />}
                    </span>
                  )}
                </>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={keyed}
          dependencies={[allColumns]}
          renderEmptyState={() => (
            <div className={styles.state}>{isLoading ? <Spinner label={loadingLabel} /> : emptyText}</div>
          )}
        >
          {({ key, row }) => (
            <Row
              id={key}
              columns={allColumns}
              className={styles.row}
              data-has-action={onRowAction ? '' : undefined}
            >
              {(column) => (
                <Cell className={styles.cell} data-align={column.align ?? 'start'}>
                  {column.isActions ? (
                    <div className={styles.actions}>{column.cell(row)}</div>
                  ) : (
                    column.cell(row)
                  )}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
