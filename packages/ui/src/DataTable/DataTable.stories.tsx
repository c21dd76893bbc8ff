import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { DataTable, type DataTableColumn } from './DataTable';

interface Product {
  id: string;
  amount: number;
  discount: number;
  sold: number;
  status: 'Draft' | 'Published';
  validity: number | null;
}

const products: Product[] = [
  { id: 'SKU-1001', amount: 50, discount: 10, sold: 12, status: 'Published', validity: 365 },
  { id: 'SKU-1002', amount: 100, discount: 15, sold: 3, status: 'Draft', validity: null },
  { id: 'SKU-1003', amount: 25, discount: 5, sold: 40, status: 'Published', validity: 90 },
];

const columns: DataTableColumn<Product>[] = [
  { id: 'id', header: 'SKU', cell: (c) => c.id },
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
  component: DataTable<Product>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Products', columns, rows: products, onRowAction: fn() },
} satisfies Meta<typeof DataTable<Product>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Products' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(products[1]);
    await expect(within(grid).getAllByRole('row')[2]).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    renderActions: (c: Product) => (
      <IconButton label={`Delete ${c.id}`} size="sm">
        <CloseIcon />
      </IconButton>
    ),
  },
};

export const Loading: Story = { args: { isLoading: true, loadingLabel: 'Loading products' } };

export const Empty: Story = { args: { rows: [], emptyText: 'No products found' } };

export const ReadOnly: Story = { args: { onRowAction: undefined } };

export const Sortable: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'amount', direction: 'ascending' });
    const sorted = [...products].sort(
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
