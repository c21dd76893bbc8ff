import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ReceiptIcon, StoreIcon, TagIcon, UserCheckIcon, UsersIcon } from '../icons';
import { StatTile } from './StatTile';
import { StatTileGrid } from './StatTileGrid';

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  tags: ['autodocs'],
  args: { label: 'Open Orders', value: 12, href: '#orders', icon: <ReceiptIcon /> },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tile is as wide as a dashboard column. */
const column = (Story: () => ReactNode) => <div style={{ maxWidth: 280 }}>{Story()}</div>;

export const Default: Story = {
  decorators: [column],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open Orders 12' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const MissingValue: Story = {
  decorators: [column],
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open Orders 0' })).toBeVisible();
  },
};

export const NotALink: Story = {
  decorators: [column],
  args: { href: undefined, icon: undefined, label: 'Stores', value: 3 },
};

export const Dashboard: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <StatTile label="Open Orders" value={12} href="#orders" icon={<ReceiptIcon />} />
      <StatTile label="Products" value={3} href="#products" icon={<TagIcon />} />
      <StatTile label="Contacts" value={1480} href="#contacts" icon={<UserCheckIcon />} />
      <StatTile label="Locations" value={null} href="#locations" icon={<StoreIcon />} />
      <StatTile label="Team" value={5} href="#team" icon={<UsersIcon />} />
    </div>
  ),
};

/** A member's balances in StatTileGrid: one a row in a phone's card, one even row when wide. */
export const Balances: Story = {
  render: () => (
    <StatTileGrid>
      <StatTile label="Points" value={162} />
      <StatTile label="Wallet" value="$10.00" />
      <StatTile label="Gift cards" value="$50.00" />
    </StatTileGrid>
  ),
};
