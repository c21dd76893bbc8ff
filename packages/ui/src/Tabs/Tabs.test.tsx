import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Transactions(props: { onSelectionChange?: (key: unknown) => void; disabledKeys?: string[] }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Transactions">
        <Tab id="sales">Sales</Tab>
        <Tab id="refunds">Refunds</Tab>
        <Tab id="transfers">Bank Transfers</Tab>
      </TabList>
      <TabPanel id="sales">Sales list</TabPanel>
      <TabPanel id="refunds">Refunds list</TabPanel>
      <TabPanel id="transfers">Transfers list</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist with tabs and the selected panel labelled by its tab', () => {
    render(<Transactions />);
    expect(screen.getByRole('tablist', { name: 'Transactions' })).toBeInTheDocument();
    const sales = screen.getByRole('tab', { name: 'Sales' });
    expect(sales).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sales' })).toHaveTextContent('Sales list');
    expect(screen.queryByText('Refunds list')).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Transactions onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Refunds' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Refunds' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Refunds list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bank Transfers' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bank Transfers' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    // RAC also reports the initial selection on mount; the last five calls are the key presses.
    expect(onSelectionChange.mock.calls.map(([key]) => key).slice(-5)).toEqual([
      'refunds',
      'transfers',
      'sales',
      'transfers',
      'sales',
    ]);
  });

  it('moves from the selected tab into the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Transactions />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('marks the selected tab and keyboard focus with data attributes', async () => {
    const user = userEvent.setup();
    render(<Transactions />);
    await user.tab();
    const sales = screen.getByRole('tab', { name: 'Sales' });
    expect(sales).toHaveAttribute('data-selected', 'true');
    expect(sales).toHaveAttribute('data-focus-visible', 'true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Transactions disabledKeys={['refunds']} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bank Transfers' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    render(<Transactions />);
    expect(await axeViolations()).toEqual([]);
  });
});
