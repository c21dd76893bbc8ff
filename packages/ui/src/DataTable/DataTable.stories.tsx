import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { DataTable, type DataTableColumn } from './DataTable';

interface GiftCard {
  id: string;
  amount: number;
  discount: number;
  sold: number;
  status: 'Draft' | 'Published';
  validity: number | null;
}

const cards: GiftCard[] = [
  { id: 'GC-1001', amount: 50, discount: 10, sold: 12, status: 'Published', validity: 365 },
  { id: 'GC-1002', amount: 100, discount: 15, sold: 3, status: 'Draft', validity: null },
  { id: 'GC-1003', amount: 25, discount: 5, sold: 40, status: 'Published', validity: 90 },
];

const columns: DataTableColumn<GiftCard>[] = [
  { id: 'id', header: 'GC ID', cell: (c) => c.id },
  { id: 'amount', header: 'Amount', cell: (c) => `$${c.amount.toFixed(2)}`, align: 'end' },
  { id: 'discount', header: 'Discount', cell: (c) => `${c.discount}%`, align: 'end' },
  { id: 'sold', header: 'Sold', cell: (c) => c.sold, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (c) => <Badge tone={c.status === 'Published' ? 'success' : 'neutral'}>{c.status}</Badge>,
  },
  { id: 'validity', header: 'Validity', cell: (c) => (c.validity ? `${c.validity} Days` : 'Never Expires') },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<GiftCard>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Active gift cards', columns, rows: cards, onRowAction: fn() },
} satisfies Meta<typeof DataTable<GiftCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Active gift cards' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(cards[1]);
    await expect(within(grid).getAllByRole('row')[2]).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    renderActions: (c: GiftCard) => (
      <IconButton label={`Delete ${c.id}`} size="sm">
        <CloseIcon />
      </IconButton>
    ),
  },
};

export const Loading: Story = { args: { isLoading: true, loadingLabel: 'Loading gift cards' } };

export const Empty: Story = { args: { rows: [], emptyText: 'No gift cards found' } };

export const ReadOnly: Story = { args: { onRowAction: undefined } };

export const Sortable: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'amount', direction: 'ascending' });
    const sorted = [...cards].sort(
      (a, b) => (sort.direction === 'ascending' ? 1 : -1) * (a.amount - b.amount),
    );
    return (
      <DataTable
        {...args}
        columns={columns.map((c) => (c.id === 'amount' ? { ...c, allowsSorting: true } : c))}
        rows={sorted}
        sortDescriptor={sort}
        onSortChange={setSort}
      />
    );
  },
};

/** Narrow containers scroll the table sideways rather than squeezing it. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>] };
