import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LogoutIcon } from '../icons';
import { ThemeToggle } from '../ThemeToggle';
import { axeViolations } from '../test/axe';
import { navigationItems } from '../test/fixtures';
import { Sidebar, SidebarAction } from './Sidebar';

describe('Sidebar', () => {
  it('is a navigation landmark with one link per item', () => {
    render(<Sidebar items={navigationItems} activeKey="dashboard" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('marks the active item with aria-current="page"', () => {
    render(<Sidebar items={navigationItems} activeKey="orders" />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('navigates through the RAC router, by keyboard too', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Sidebar items={navigationItems} />
      </RouterProvider>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/orders', undefined);
  });

  it('renders the footer with actions styled as items', async () => {
    const user = userEvent.setup();
    const logout = vi.fn();
    render(
      <Sidebar
        items={navigationItems}
        footer={
          <>
            <ThemeToggle />
            <SidebarAction icon={<LogoutIcon />} label="Logout" onPress={logout} />
          </>
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(
      <Sidebar
        items={navigationItems}
        activeKey="dashboard"
        brand="Countertop"
        footer={<SidebarAction icon={<LogoutIcon />} label="Logout" />}
      />,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
