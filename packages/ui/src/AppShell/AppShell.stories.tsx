import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Header } from '../Header';
import { IconButton } from '../IconButton';
import { ChatIcon, LogoutIcon } from '../icons';
import { PageHeader } from '../PageHeader';
import { Sidebar, SidebarAction } from '../Sidebar';
import { TextField } from '../TextField';
import { ThemeToggle } from '../ThemeToggle';
import { fullNavigation } from '../test/fixtures';
import { withRouter } from '../test/storybook';
import { AppShell } from './AppShell';
import { AppShellSkeleton } from './AppShellSkeleton';

const tile = {
  padding: 20,
  borderRadius: 10,
  border: '1px solid var(--ct-color-border)',
  background: 'var(--ct-color-surface)',
};

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    sidebar: (
      <Sidebar
        items={fullNavigation}
        activeKey="dashboard"
        brand={({ isCollapsed }) => (
          <strong style={{ fontSize: 15 }}>{isCollapsed ? 'C' : 'Countertop'}</strong>
        )}
        footer={
          <>
            <ThemeToggle />
            <SidebarAction icon={<LogoutIcon />} label="Logout" />
          </>
        }
      />
    ),
    header: (
      <Header
        start={
          <span style={{ display: 'grid', lineHeight: 1.3, whiteSpace: 'nowrap' }}>
            <strong>Hi Sam · Owner</strong>
            <span style={{ color: 'var(--ct-color-text-muted)', fontSize: 13 }}>Main Street · Counter 1</span>
          </span>
        }
        middle={<TextField aria-label="Search" placeholder="Search by name or number" />}
        end={
          <IconButton label="Chat, unread messages" indicator>
            <ChatIcon />
          </IconButton>
        }
        endWide={
          <IconButton label="Logout">
            <LogoutIcon />
          </IconButton>
        }
      />
    ),
    children: (
      <>
        <PageHeader title="Dashboard" actions={<Button variant="primary">New order</Button>} />
        <div
          style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {['Open Orders', 'Products', 'Contacts', 'Locations', 'Team'].map((name, i) => (
            <div key={name} style={tile}>
              <div style={{ color: 'var(--ct-color-text-muted)', fontSize: 13 }}>{name}</div>
              <div style={{ fontSize: 28, fontWeight: 600, marginTop: 4 }}>{[12, 3, 248, 2, 5][i]}</div>
            </div>
          ))}
        </div>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { defaultSidebarCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Icon only, still named: the label is visually hidden, and a tooltip shows it on focus.
    await expect(canvas.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

export const CollapseAndExpand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const DrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible());
  },
};

export const DrawerClosesAfterNavigating: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The frame an app's prerendered HTML shows until the app has run (AppShellSkeleton). */
export const Skeleton: Story = {
  render: () => <AppShellSkeleton brand={<strong style={{ fontSize: 15 }}>Countertop</strong>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SkeletonNarrow: Story = {
  ...Skeleton,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
