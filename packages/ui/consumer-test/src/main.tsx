// What another app writes: the stylesheet once, the theme before the first render, then components.
import '@countertop/ui/styles.css';
import { Button, DataTable, ThemeProvider, type DataTableColumn } from '@countertop/ui';
import {
  checkContrast,
  initTheme,
  lightTheme,
  makeTheme,
  setTheme,
  themeFromAccent,
} from '@countertop/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

initTheme();

// A brand of the app's own, made at run time (no build plugin) and checked before use.
const brandTokens = themeFromAccent(lightTheme, { accent: '#0b6e4f' });
const failures = checkContrast(brandTokens);
if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n'));
const brand = makeTheme(brandTokens);

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
    <ThemeProvider theme={brand}>
      <DataTable aria-label="Orders" columns={columns} rows={orders} />
    </ThemeProvider>
  </StrictMode>,
);
