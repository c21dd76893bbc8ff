import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Transactions(props: { onSelectionChange?: (key: unknown) => void; disabledKeys?: string[] }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Transactions">
        <Tab id="reward">Reward</Tab>
        <Tab id="wallet">Wallet</Tab>
        <Tab id="redeem">Redeem Giftcards</Tab>
      </TabList>
      <TabPanel id="reward">Reward list</TabPanel>
      <TabPanel id="wallet">Wallet list</TabPanel>
      <TabPanel id="redeem">Redeem list</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist with tabs and the selected panel labelled by its tab', () => {
    render(<Transactions />);
    expect(screen.getByRole('tablist', { name: 'Transactions' })).toBeInTheDocument();
    const reward = screen.getByRole('tab', { name: 'Reward' });
    expect(reward).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reward' })).toHaveTextContent('Reward list');
    expect(screen.queryByText('Wallet list')).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Transactions onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Reward' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wallet' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Wallet list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Redeem Giftcards' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reward' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Redeem Giftcards' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Reward' })).toHaveAttribute('aria-selected', 'true');
    // RAC also reports the initial selection on mount; the last five calls are the key presses.
    expect(onSelectionChange.mock.calls.map(([key]) => key).slice(-5)).toEqual([
      'wallet',
      'redeem',
      'reward',
      'redeem',
      'reward',
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
    const reward = screen.getByRole('tab', { name: 'Reward' });
    expect(reward).toHaveAttribute('data-selected', 'true');
    expect(reward).toHaveAttribute('data-focus-visible', 'true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Transactions disabledKeys={['wallet']} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Redeem Giftcards' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    render(<Transactions />);
    expect(await axeViolations()).toEqual([]);
  });
});
