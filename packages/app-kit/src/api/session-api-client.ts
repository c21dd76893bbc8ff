import { createApiClient } from '@countertop/api';
import type { ApiClient, ApiClientConfig, Notifier } from '@countertop/api';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../session/session-store.js';

/**
 * An app's one API client: token and role come from the session, and any 401 ends the session
 * (docs/product/front-desk.md §4) so the route guard sends the user to sign in again.
 */
export function createSessionApiClient(
  session: SessionStore,
  queryClient: QueryClient,
  notify: Notifier,
  /** Where the API is, for a test; an app's own origin by default. */
  { baseURL }: Pick<ApiClientConfig, 'baseURL'> = {},
): ApiClient {
  return createApiClient({
    baseURL,
    getToken: () => session.getSnapshot().token,
    getRole: () => session.role(),
    onUnauthorized: () => {
      session.clear();
      // Cached answers belong to the ended session; the next user must not see them.
      queryClient.clear();
    },
    notify,
    // Signed in: the first screen asks the API as soon as it renders.
    loadTransportAtOnce: Boolean(session.getSnapshot().token),
  });
}
