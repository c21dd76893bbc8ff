import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { DataTable, type DataTableColumn } from './DataTable';

interface Staff {
  id: string;
  name: string;
  email: string;
  active: boolean;
}

const staff: Staff[] = [
  { id: 's1', name: 'Ada Lovelace', email: 'ada@example.com', active: true },
  { id: 's2', name: 'Grace Hopper', email: 'grace@example.com', active: false },
  { id: 's3', name: 'Alan Turing', email: 'alan@example.com', active: true },
];

const columns: DataTableColumn<Staff>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.name },
  { id: 'email', header: 'Email', cell: (s) => s.email },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <Badge tone={s.active ? 'success' : 'neutral'}>{s.active ? 'Active' : 'Inactive'}</Badge>,
  },
];

const removeButton = (s: Staff, onPress: (s: Staff) => void = () => {}) => (
  <IconButton label={`Remove ${s.name}`} tooltip={false} onPress={() => onPress(s)}>
    <CloseIcon />
  </IconButton>
);

describe('DataTable', () => {
  it('is a named grid with column headers, and rows named by their row header', () => {
    render(<DataTable aria-label="Staff" columns={columns} rows={staff} />);
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Email', 'Status']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('moves between rows with the arrow keys and runs the row action with Enter and click', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(<DataTable aria-label="Staff" columns={columns} rows={staff} onRowAction={onRowAction} />);
    await user.tab();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    expect(rows[1]).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(staff[1]);
    await user.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await user.click(screen.getByText('Alan Turing'));
    expect(onRowAction).toHaveBeenLastCalledWith(staff[2]);
  });

  it('moves into cells with ArrowRight and out again with ArrowLeft', async () => {
    const user = userEvent.setup();
    render(<DataTable aria-label="Staff" columns={columns} rows={staff} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('rowheader', { name: 'Ada Lovelace' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'ada@example.com' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'grace@example.com' })).toHaveFocus();
  });

  it('has an actions column whose buttons are reached by arrow keys and do not run the row action', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    const onRemove = vi.fn();
    render(
      <DataTable
        aria-label="Staff"
        columns={columns}
        rows={staff}
        onRowAction={onRowAction}
        renderActions={(s) => removeButton(s, onRemove)}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const remove = screen.getByRole('button', { name: 'Remove Ada Lovelace' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith(staff[0]);
    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(onRemove).toHaveBeenLastCalledWith(staff[1]);
    expect(onRowAction).not.toHaveBeenCalled();
  });

  it('shows a spinner instead of rows while loading', () => {
    render(
      <DataTable aria-label="Staff" columns={columns} rows={staff} isLoading loadingLabel="Loading staff" />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading staff' })).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    render(<DataTable aria-label="Staff" columns={columns} rows={[]} emptyText="No staff found" />);
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(within(grid).getByText('No staff found')).toBeInTheDocument();
  });

  it('uses the flagged row header and _id keys', () => {
    const rows = [{ _id: 'x1', title: 'Summer', code: 'S1' }];
    render(
      <DataTable
        aria-label="Articles"
        columns={[
          { id: 'code', header: 'Code', cell: (r) => r.code },
          { id: 'title', header: 'Article Title', cell: (r) => r.title, isRowHeader: true },
        ]}
        rows={rows}
      />,
    );
    expect(screen.getByRole('rowheader')).toHaveTextContent('Summer');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('data-key', 'x1');
  });

  it('sorts from a sortable header', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        aria-label="Staff"
        columns={[{ ...columns[0], allowsSorting: true } as DataTableColumn<Staff>, ...columns.slice(1)]}
        rows={staff}
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  it('warns when the table has no name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<DataTable columns={columns} rows={staff} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('aria-label'));
  });

  it('has no axe violations with rows, actions, loading and empty', async () => {
    const { rerender } = render(
      <DataTable
        aria-label="Staff"
        columns={columns}
        rows={staff}
        renderActions={(s) => removeButton(s)}
        onRowAction={() => {}}
      />,
    );
    expect(await axeViolations()).toEqual([]);
    rerender(<DataTable aria-label="Staff" columns={columns} rows={[]} isLoading />);
    expect(await axeViolations()).toEqual([]);
    rerender(<DataTable aria-label="Staff" columns={columns} rows={[]} emptyText="No staff found" />);
    expect(await axeViolations()).toEqual([]);
  });
});
