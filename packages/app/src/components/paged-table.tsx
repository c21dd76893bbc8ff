import { DataTable } from '@countertop/ui/DataTable';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Pagination } from '@countertop/ui/Pagination';
import { Stack } from '@countertop/ui/Stack';
import type { DataTableProps } from '@countertop/ui/DataTable';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { PageState } from '@/lib/use-page';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/** What a list screen says around its table; each feature's texts object has these. */
export interface PagedTableTexts {
  /** Names the table, e.g. 'Staff'. */
  tableLabel: string;
  loading: string;
  /** In place of the rows when there are none, e.g. 'No staff found'. */
  empty: string;
  /** Names the page buttons, e.g. 'Staff pages'. */
  pages: string;
  /** Said above the table when the list fails to load; without it a failed list is only empty. */
  loadFailed?: string;
}

export interface PagedTableProps<Row extends object> extends Omit<
  DataTableProps<Row>,
  'rows' | 'isLoading' | 'aria-label' | 'loadingLabel' | 'emptyText'
> {
  texts: PagedTableTexts;
  /** The page shown, from `usePage`. */
  paging: PageState;
  /** The list's query. */
  query: { isError: boolean; isPending: boolean; isFetching: boolean };
  /** The answer's page: its rows and how many there are in all; none while it loads. */
  listPage: { totalItems: readonly Row[]; totalCount: number } | undefined;
  /** Places the table, e.g. in the selected tab; the page buttons stay under it. */
  placeTable?: (table: ReactNode) => ReactNode;
  /** The columns on a phone (usePhoneLayout), where the rest would not fit; `columns` otherwise. */
  phoneColumns?: DataTableProps<Row>['columns'];
}

/**
 * A list screen's table, one page at a time (docs/product/management.md §8, §9): a failed load
 * shows no rows, and the page buttons rest while a page is on its way. When the page shown has
 * emptied (its last row deleted), the list moves back to the new last page.
 */
export function PagedTable<Row extends object>({
  texts,
  paging,
  query,
  listPage,
  placeTable = (table) => table,
  columns,
  phoneColumns = columns,
  ...tableProps
}: PagedTableProps<Row>) {
  const isPhone = usePhoneLayout();
  const totalPages = Math.ceil((listPage?.totalCount ?? 0) / paging.pageSize);
  const { page, setPage } = paging;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
  const table = (
    <DataTable
      {...tableProps}
      columns={isPhone ? phoneColumns : columns}
      aria-label={texts.tableLabel}
      rows={query.isError ? [] : (listPage?.totalItems ?? [])}
      isLoading={query.isPending}
      loadingLabel={texts.loading}
      emptyText={texts.empty}
    />
  );
  // One stack, so every list keeps the same room between its table and its page buttons
  // whatever the screen puts around it.
  return (
    <Stack gap="md">
      {query.isError && texts.loadFailed && <ErrorState title={texts.loadFailed} />}
      {placeTable(table)}
      <Pagination
        aria-label={texts.pages}
        page={paging.page}
        totalPages={totalPages}
        onPageChange={paging.setPage}
        isDisabled={query.isFetching}
      />
    </Stack>
  );
}
