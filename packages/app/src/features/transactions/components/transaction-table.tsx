import type { DownloadEndpoint } from '@countertop/api';
import { Stack } from '@countertop/ui/Stack';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PagedTable } from '@/components/paged-table';
import type { PagedTableProps } from '@/components/paged-table';
import { PAGED_LIST_QUERY } from '@/lib/use-page';
import type { PageState } from '@/lib/use-page';
import { TRANSACTIONS_TEXT as T } from '../texts';

/** What one tab of /transactions lists: its call, the rows in its answer, its columns and its CSV. */
export interface TransactionSource<Row extends object, Data extends { totalCount: number }> {
  /** Names the table: the tab's label. */
  label: string;
  /** The tab's list hook (`@countertop/api/react`). */
  useList: (
    request: PageState['request'],
    options: typeof PAGED_LIST_QUERY,
  ) => PagedTableProps<Row>['query'] & { data: Data | undefined };
  rows: (data: Data) => readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** The columns kept on a phone: what identifies a row and its amount. */
  phoneColumns: ReadonlySet<string>;
  /** The tab's CSV: every row, not only this page. */
  exportEndpoint: DownloadEndpoint;
}

/** One tab of /transactions: its Export CSV, then its table, 5 a page. */
export function TransactionTable<Row extends object, Data extends { totalCount: number }>({
  source,
  paging,
}: {
  source: TransactionSource<Row, Data>;
  paging: PageState;
}) {
  const list = source.useList(paging.request, PAGED_LIST_QUERY);
  const { columns, phoneColumns } = source;
  return (
    <Stack gap="md">
      <Stack direction="horizontal" justify="end">
        <ExportCsvButton endpoint={source.exportEndpoint} />
      </Stack>
      <PagedTable
        texts={{ tableLabel: source.label, loading: T.loading, empty: T.empty, pages: T.pages }}
        paging={paging}
        query={list}
        listPage={list.data && { totalItems: source.rows(list.data), totalCount: list.data.totalCount }}
        columns={columns}
        phoneColumns={columns.filter((column) => phoneColumns.has(column.id))}
      />
    </Stack>
  );
}
