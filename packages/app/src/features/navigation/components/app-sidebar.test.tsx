import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppSidebar } from './app-sidebar';

const ownerEntries = [
  'Dashboard',
  'Gift Cards',
  'Offers',
  'Staff',
  'Gallery',
  'Subscribers',
  'Reward Plan',
  'Transactions',
  'Stores',
  'Profile',
  'Devices',
  'Billing',
  'Alerts',
  'Audit',
];

function links() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
}

describe('AppSidebar', () => {
  it("shows an Owner every view in order (the spec's twelve, then Alerts and Audit), with the current one marked", () => {
    renderWithProviders(<AppSidebar userType="B" onLogout={() => {}} />, { path: '/giftcards/add' });
    expect(links().map((link) => link.textContent)).toEqual(ownerEntries);
    expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/giftcards');
  });

  it('shows Staff only Dashboard and Reward Plan', () => {
    renderWithProviders(<AppSidebar userType="S" onLogout={() => {}} />, { path: '/' });
    expect(links().map((link) => link.textContent)).toEqual(['Dashboard', 'Reward Plan']);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('holds the theme toggle and Logout', () => {
    renderWithProviders(<AppSidebar userType="S" onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: /Light Mode|Dark Mode/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
