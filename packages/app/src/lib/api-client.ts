import { createApiClient } from '@countertop/api';
import type { ApiClient, Notifier } from '@countertop/api';
import { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session/session-store';

/**
 * The app's one API client: token and role come from the session, and any 401 ends the session
 * (spec part 1 §4) so the route guard sends the user to /login.
 */
export function createAppApiClient(
  session: SessionStore,
  queryClient: QueryClient,
  notify: Notifier,
): ApiClient {
  return createApiClient({
    getToken: () => session.getSnapshot().token,
    getRole: () => session.role(),
    onUnauthorized: () => {
      session.clear();
      // Cached answers belong to the ended session; the next user must not see them.
      queryClient.clear();
    },
    notify,
  });
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every attempt shows its own 'Processing...' and error toast, so a silent retry would
        // show the user the same failure several times.
        retry: false,
        // A loading toast on every return to the tab would be noise; screens refetch on entry.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
