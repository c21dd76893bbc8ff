import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient } from '@countertop/app-kit/testing';
import type { FakeAnswers } from '@countertop/app-kit/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

// The fake client moved to app-kit so every app's tests share it; tests here keep importing it from here.
export { fakeApiClient };
export type { FakeAnswers, FakeCall, FakeCallOptions } from '@countertop/app-kit/testing';

/**
 * Renders `element` at `path` (with history `state`, as a navigation would carry it) inside the
 * app's providers with a fake API client.
 */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', state, answers = {} }: { path?: string; state?: unknown; answers?: FakeAnswers } = {},
) {
  const session = createSessionStore(localStorage, { userTypes: BACK_OFFICE_USER_TYPES });
  const { client, calls, options } = fakeApiClient(answers);
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
      <RouterProvider router={router} />
    </AppKitProvider>,
  );
  return { ...view, session, calls, options, router };
}
