import type { DownloadEndpoint } from '@countertop/api';
import { Stack } from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PagedTable } from '@/components/paged-table';
import type { PagedTableProps } from '@/components/paged-table';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { TRANSACTIONS_TEXT as T } from '../texts';

interface TransactionTableProps<Row extends object> {
  /** Names the table: the tab's label. */
  label: string;
  paging: PagedTableProps<Row>['paging'];
  query: PagedTableProps<Row>['query'];
  /** The page of rows; none while it loads. */
  rows: readonly Row[] | undefined;
  totalCount: number | undefined;
  columns: readonly DataTableColumn<Row>[];
  /** The columns kept on a phone: what identifies a row and its amount. */
  phoneColumns: ReadonlySet<string>;
  /** The tab's CSV: every row, not only this page. */
  exportEndpoint: DownloadEndpoint;
}

/** One tab of /transactions: its Export CSV, then its table, 5 a page. */
export function TransactionTable<Row extends object>({
  label,
  paging,
  query,
  rows,
  totalCount,
  columns,
  phoneColumns,
  exportEndpoint,
}: TransactionTableProps<Row>) {
  const isPhone = usePhoneLayout();
  return (
    <Stack gap="md">
      <Stack direction="horizontal" justify="end">
        <ExportCsvButton endpoint={exportEndpoint} />
      </Stack>
      <PagedTable
        texts={{ tableLabel: label, loading: T.loading, empty: T.empty, pages: T.pages }}
        paging={paging}
        query={query}
        listPage={rows && { totalItems: rows, totalCount: totalCount ?? 0 }}
        columns={isPhone ? columns.filter((column) => phoneColumns.has(column.id)) : columns}
      />
    </Stack>
  );
}
