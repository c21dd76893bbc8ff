import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePage } from '@/lib/use-page';
import { renderWithProviders } from '@/test/render-with-providers';
import { PagedTable } from './paged-table';

const texts = { tableLabel: 'Rows', loading: 'Loading rows', empty: 'No rows', pages: 'Row pages' };
const idle = { isError: false, isPending: false, isFetching: false };

/** A list of `count` rows, two a page, whose last row can be deleted. */
function List({ initialCount }: { initialCount: number }) {
  const paging = usePage(2);
  const [count, setCount] = useState(initialCount);
  const rows = Array.from({ length: count }, (_, i) => ({ id: String(i + 1) })).slice(
    paging.request.offset,
    paging.request.offset + paging.pageSize,
  );
  return (
    <>
      <button onClick={() => setCount(count - 1)}>Delete the last row</button>
      <PagedTable
        texts={texts}
        paging={paging}
        query={idle}
        listPage={{ totalItems: rows, totalCount: count }}
        columns={[{ id: 'id', header: 'ID', cell: (row) => row.id }]}
      />
    </>
  );
}

describe('PagedTable', () => {
  it('moves back to the new last page when the page shown loses its last row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<List initialCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the last row' }));

    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
