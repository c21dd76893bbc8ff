// What another app writes: the stylesheet once, the theme before the first render, its own brand
// made at run time (no build plugin), then components inside CountertopProvider.
import '@countertop/ui/styles.css';
import { formatMoney } from '@countertop/api';
import {
  CountertopProvider,
  DataTable,
  Dialog,
  DialogTrigger,
  Form,
  TextField,
  type DataTableColumn,
} from '@countertop/ui';
// A component by its own entry point, as Countertop's apps import them.
import { Button } from '@countertop/ui/Button';
import { checkContrast, initTheme, lightTheme, makeTheme, themeFromAccent } from '@countertop/ui/theme';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { brandAccent, brandFontBody, brandFontMono } from './brand';

initTheme();

const brandTokens = themeFromAccent(lightTheme, {
  accent: brandAccent,
  font: { family: { body: brandFontBody, mono: brandFontMono }, faces: [] },
  radius: { md: '12px' },
});
const failures = checkContrast(brandTokens);
if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n'));
const brand = makeTheme(brandTokens);

interface Order {
  id: string;
  cents: number;
}

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (order) => order.id, isRowHeader: true },
  { id: 'total', header: 'Total', cell: (order) => formatMoney(order.cents), align: 'end' },
];

function App() {
  const [orders, setOrders] = useState<Order[]>([
    { id: 'A-1', cents: 1200 },
    { id: 'A-2', cents: 3050 },
  ]);
  return (
    <main>
      <h1>Brand shop</h1>
      <Form
        aria-label="New order"
        onSubmit={(event) => {
          event.preventDefault();
          const id = new FormData(event.currentTarget).get('order');
          setOrders((rows) => [...rows, { id: String(id), cents: 500 }]);
        }}
      >
        <TextField label="Order number" name="order" isRequired />
        <Button variant="primary" type="submit">
          Add order
        </Button>
      </Form>
      <DataTable aria-label="Orders" columns={columns} rows={orders} />
      <DialogTrigger>
        <Button>Order details</Button>
        <Dialog
          title="Order A-1"
          footer={(close) => (
            <Button variant="primary" onPress={close}>
              Done
            </Button>
          )}
        >
          Two items, {formatMoney(1200)}.
        </Dialog>
      </DialogTrigger>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CountertopProvider theme={brand}>
      <App />
    </CountertopProvider>
  </StrictMode>,
);
