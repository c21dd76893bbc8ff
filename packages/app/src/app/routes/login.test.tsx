import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient } from '@countertop/app-kit/testing';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';
import { LoginRoute } from './login';

// A dashboard whose chunk never arrives: what the visitor sees meanwhile is the question.
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

describe('LoginRoute', () => {
  it('shows the loading screen, not a blank page, while the dashboard is on its way (issue 23 item 8)', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'u1',
        userType: 'B',
        name: 'Olivia Chen',
        email: 'o@x.example',
        chatAccess: true,
      }),
    );
    localStorage.setItem(
      'store',
      JSON.stringify({ storeId: 's1', storeName: 'Quay', counter: 'Counter 1', isOperational: true }),
    );
    const session = createSessionStore(localStorage, { userTypes: BACK_OFFICE_USER_TYPES });
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AppKitProvider
          services={{ session, queryClient: createQueryClient(), apiClient: fakeApiClient({}).client }}
        >
          <Suspense fallback={null}>
            <Routes>
              <Route path="/login" element={<LoginRoute />} />
              <Route path="/dashboard" element={<NeverLoaded />} />
            </Routes>
          </Suspense>
        </AppKitProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  });
});
