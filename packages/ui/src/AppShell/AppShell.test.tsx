import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../Header';
import { LogoutIcon } from '../icons';
import { Sidebar, SidebarAction } from '../Sidebar';
import { ThemeToggle } from '../ThemeToggle';
import { axeViolations } from '../test/axe';
import { navigationItems } from '../test/fixtures';
import { setViewportWidth } from '../test/viewport';
import { AppShell } from './AppShell';

function Shell({ navigate = () => {} }: { navigate?: (path: string) => void }) {
  return (
    <RouterProvider navigate={navigate}>
      <AppShell
        sidebar={
          <Sidebar
            items={navigationItems}
            activeKey="dashboard"
            footer={
              <>
                <ThemeToggle />
                <SidebarAction icon={<LogoutIcon />} label="Logout" />
              </>
            }
          />
        }
        header={<Header start="Hi Sam" />}
      >
        <h1>Dashboard</h1>
      </AppShell>
    </RouterProvider>
  );
}

describe('AppShell', () => {
  it('has banner, navigation and main landmarks, and a skip link first', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    expect(screen.getByRole('banner')).toHaveTextContent('Hi Sam');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  describe('at 1024px and wider', () => {
    it('shows the sidebar in the page and no menu button', () => {
      render(<Shell />);
      expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    });

    it('collapses to icons with names kept, and expands again', async () => {
      const user = userEvent.setup();
      render(<Shell />);
      await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      // Labels leave the screen but still name the links and buttons.
      const link = screen.getByRole('link', { name: 'Orders' });
      expect(link.closest('[data-collapsed]')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
      expect(link.closest('[data-collapsed]')).toBeNull();
    });

    it('shows an item name in a tooltip while collapsed', async () => {
      const user = userEvent.setup();
      render(<Shell />);
      await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      screen.getByRole('link', { name: 'Orders' }).focus();
      await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Orders');
    });
  });

  describe('below 1024px', () => {
    it('hides the sidebar in a drawer opened by the menu button', async () => {
      const user = userEvent.setup();
      setViewportWidth(800);
      render(<Shell />);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      const menu = screen.getByRole('button', { name: 'Open navigation' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      await user.click(menu);
      const drawer = screen.getByRole('dialog', { name: 'Navigation' });
      expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    });

    it('closes the drawer after navigating', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      setViewportWidth(800);
      render(<Shell navigate={navigate} />);
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Orders' }));
      expect(navigate).toHaveBeenCalledWith('/orders', undefined);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('closes the drawer with Escape and the close button', async () => {
      const user = userEvent.setup();
      setViewportWidth(800);
      render(<Shell />);
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      await user.click(screen.getByRole('button', { name: 'Close navigation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('switches layout when the window is resized', () => {
      render(<Shell />);
      expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
      act(() => setViewportWidth(600));
      expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    });
  });

  it('has no axe violations, in the page or in the drawer', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Shell />);
    expect(await axeViolations()).toEqual([]);
    unmount();
    setViewportWidth(800);
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await axeViolations()).toEqual([]);
  });
});
