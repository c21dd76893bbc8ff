import { screen } from '@testing-library/react';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './index';
import { createServices } from './services';

const owner = {
  id: 'u1',
  userType: 'B',
  name: 'Olivia Chen',
  email: 'owner@harbourlane.example',
  chatAccess: true,
  business: { id: 'b1', userName: 'harbourlane', name: 'Harbour Lane' },
};
const store = { storeId: 's1', storeName: 'Circular Quay', counter: 'Counter 1', isOperational: true };

function start(path: string, items: Record<string, string>) {
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  window.history.replaceState(null, '', path);
  return render(<App services={createServices()} />);
}

describe('App start-up', () => {
  it('restores a stored session into the shell', async () => {
    start('/dashboard', { token: 't', user: JSON.stringify(owner), store: JSON.stringify(store) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Hi, Olivia Chen');
    expect(screen.getByRole('banner')).toHaveTextContent('Circular Quay - Counter 1');
  });

  it('shows the chat icon to owners and staff with chat access only', async () => {
    start('/dashboard', { token: 't', user: JSON.stringify(owner), store: JSON.stringify(store) });
    expect(await screen.findByRole('button', { name: /^Chat/ })).toBeVisible();
    cleanup();
    start('/dashboard', {
      token: 't',
      user: JSON.stringify({ ...owner, userType: 'S', chatAccess: false }),
      store: JSON.stringify(store),
    });
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Chat/ })).not.toBeInTheDocument();
  });

  it('drops a stored user without userType and sends the visitor to /login', async () => {
    start('/dashboard', { token: 't', user: JSON.stringify({ name: 'Olivia Chen' }), store: '{broken' });
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('store')).toBeNull();
  });

  it('sends a signed-in user with a store from /login to /dashboard', async () => {
    start('/login', {
      token: 't',
      user: JSON.stringify({ ...owner, userType: 'S' }),
      store: JSON.stringify(store),
    });
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows the alerts icon to owners only', async () => {
    start('/dashboard', { token: 't', user: JSON.stringify(owner), store: JSON.stringify(store) });
    expect(await screen.findByRole('button', { name: /^Alerts/ })).toBeVisible();
    cleanup();
    start('/dashboard', {
      token: 't',
      user: JSON.stringify({ ...owner, userType: 'S' }),
      store: JSON.stringify(store),
    });
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
  });

  it.each(['/stores', '/stores/add', '/staff', '/staff/add', '/profile', '/devices', '/alerts', '/audit'])(
    'takes staff who open the owner-only %s to their dashboard',
    async (path) => {
      start(path, {
        token: 't',
        user: JSON.stringify({ ...owner, userType: 'S' }),
        store: JSON.stringify(store),
      });
      expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
      expect(window.location.pathname).toBe('/dashboard');
    },
  );

  it('opens the reward plan for staff too, without the edit button', async () => {
    start('/rewardplan', {
      token: 't',
      user: JSON.stringify({ ...owner, userType: 'S' }),
      store: JSON.stringify(store),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward Plan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Reward Plan' })).not.toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path', async () => {
    start('/no/such/place', {});
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
