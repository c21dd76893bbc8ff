import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { displayValue, StatTile } from './StatTile';
import { StatTileGrid } from './StatTileGrid';

describe('StatTile', () => {
  it('is one link named by label and value', () => {
    render(<StatTile label="Open Orders" value={12} href="/orders" icon={<ReceiptIcon />} />);
    const link = screen.getByRole('link', { name: 'Open Orders 12' });
    expect(link).toHaveAttribute('href', '/orders');
    expect(link.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([undefined, null, Number.NaN, ''])('shows 0 when the value is %j', (value) => {
    render(<StatTile label="Stores" value={value} />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('formats numbers for the locale', () => {
    expect(displayValue(1234, new Intl.NumberFormat('en-AU'))).toBe('1,234');
    expect(displayValue('n/a', new Intl.NumberFormat('en-AU'))).toBe('n/a');
    render(
      <I18nProvider locale="de-DE">
        <StatTile label="Stores" value={1234} />
      </I18nProvider>,
    );
    expect(screen.getByText('1.234')).toBeInTheDocument();
  });

  it('navigates through the router on click and Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <StatTile label="Contacts" value={3} href="/contacts" />
      </RouterProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link'));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/contacts', undefined);
  });

  it('is not a link without href', () => {
    render(<StatTile label="Stores" value={2} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lays tiles out as a named list, one item a tile, when the grid has a label', () => {
    render(
      <StatTileGrid aria-label="Business figures" aria-busy>
        <StatTile label="Stores" value={2} />
        <StatTile label="Staff" value={3} />
      </StatTileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Business figures' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Stores 2', 'Staff 3']);
  });

  it('has no axe violations', async () => {
    render(
      <>
        <StatTile label="Products" value={4} href="/products" />
        <StatTile label="Stores" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
