import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient } from '@countertop/app-kit/testing';
import type { FakeAnswers } from '@countertop/app-kit/testing';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  parsePath,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import type { Location, NavigateFunction, NavigationType } from 'react-router-dom';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

// The fake client moved to app-kit so every app's tests share it; tests here keep importing it from here.
export { fakeApiClient };
export type { FakeAnswers, FakeCall, FakeCallOptions } from '@countertop/app-kit/testing';

/** What a test sees of the MemoryRouter: where it is, how it got there, and its `navigate`. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Reports every location the MemoryRouter commits. */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ state: { location, historyAction }, navigate });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

/**
 * Renders `element` at `path` (with its search, if any: `/transactions?tab=wallet`; and history
 * `state`, as a navigation would carry it) inside the app's providers with a fake API client.
 * /dashboard is a placeholder page, every other path renders `element`.
 */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', state, answers = {} }: { path?: string; state?: unknown; answers?: FakeAnswers } = {},
) {
  const session = createSessionStore(localStorage, { userTypes: BACK_OFFICE_USER_TYPES });
  const { client, calls, options } = fakeApiClient(answers);
  const router = {} as TestRouter;
  const update = (latest: TestRouter) => Object.assign(router, latest);
  const view = render(
    <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
      <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
        <RouterProbe onChange={update} />
        <Routes>
          <Route path="*" element={element} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Routes>
      </AppKitProvider>
    </MemoryRouter>,
  );
  return { ...view, session, calls, options, router };
}
