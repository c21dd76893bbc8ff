import { useState } from 'react';

/**
 * The query settings of every paged list. A failure is not toasted: the screen says it in place
 * of the rows, or shows the list empty (docs/product/management.md §8), and a toast would say it
 * twice. The page on screen stays while the next one loads, so the table does not flash empty.
 */
export const PAGED_LIST_QUERY = {
  requestOptions: { errorToast: false },
  placeholderData: <T>(previous: T | undefined) => previous,
};

/** The page a list shows (from 1) and the window of rows its request asks for. */
export function usePage(pageSize: number) {
  const [page, setPage] = useState(1);
  return { page, setPage, pageSize, request: { offset: (page - 1) * pageSize, limit: pageSize } };
}

export type PageState = ReturnType<typeof usePage>;
