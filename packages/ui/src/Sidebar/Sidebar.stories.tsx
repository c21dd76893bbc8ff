import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoutIcon } from '../icons';
import { ThemeToggle } from '../ThemeToggle';
import { fullNavigation } from '../test/fixtures';
import { withRouter } from '../test/storybook';
import { Sidebar, SidebarAction } from './Sidebar';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: fullNavigation,
    activeKey: 'dashboard',
    brand: <strong style={{ fontSize: 15 }}>Countertop</strong>,
    footer: (
      <>
        <ThemeToggle />
        <SidebarAction icon={<LogoutIcon />} label="Logout" />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 240, height: '100dvh' }}>{Story()}</div>, withRouter],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(12);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A role that sees two entries only. */
export const Staff: Story = {
  args: { items: fullNavigation.filter((item) => ['dashboard', 'awards'].includes(item.key)) },
};

export const ActiveDeepSection: Story = { args: { activeKey: 'wishlist' } };
