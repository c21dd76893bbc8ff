import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient } from '@countertop/app-kit/testing';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';
import { AppRoutes } from './router';

// The 404 screen's chunk fails to download, as after a deploy that replaced the files.
vi.mock('./routes/not-found', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/not-found-0ld.js');
});

function renderRoutes(path: string) {
  let navigate: NavigateFunction | undefined;
  function Navigator({ children }: { children: ReactNode }) {
    navigate = useNavigate();
    return children;
  }
  const session = createSessionStore(localStorage, { userTypes: BACK_OFFICE_USER_TYPES });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppKitProvider
        services={{ session, queryClient: createQueryClient(), apiClient: fakeApiClient({}).client }}
      >
        <Navigator>
          <AppRoutes />
        </Navigator>
      </AppKitProvider>
    </MemoryRouter>,
  );
  return { navigate: (to: string) => navigate?.(to) };
}

describe('AppRoutes', () => {
  it('shows RouteError when a screen fails to load, and the next screen once the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderRoutes('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');

    await act(() => navigate('/login'));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
