// What another app writes: the stylesheet once, the theme before the first render, then components.
import '@countertop/ui/styles.css';
import { Button, DataTable, type DataTableColumn } from '@countertop/ui';
import { initTheme, setTheme } from '@countertop/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

initTheme();

interface Order {
  id: string;
  total: string;
}

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (order) => order.id, isRowHeader: true },
  { id: 'total', header: 'Total', cell: (order) => order.total, align: 'end' },
];

const orders: Order[] = [
  { id: 'A-1', total: '$12.00' },
  { id: 'A-2', total: '$30.50' },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Button variant="primary" onPress={() => setTheme('light')}>
      Light theme
    </Button>
    <DataTable aria-label="Orders" columns={columns} rows={orders} />
  </StrictMode>,
);
