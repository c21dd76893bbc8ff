import type { ApiClient } from '@countertop/api';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './api/query-client.js';
import { createSessionApiClient } from './api/session-api-client.js';
import { toastNotifier } from './api/toast-notifier.js';
import { createSessionStore } from './session/session-store.js';
import type { SessionStore, SessionStoreOptions } from './session/session-store.js';

/** The long-lived objects of a browser app, made once per page load. */
export interface AppServices {
  session: SessionStore;
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/** The session kept in localStorage, the query cache, and the API client that toasts and ends the session on 401. */
export function createAppServices(options: SessionStoreOptions): AppServices {
  const session = createSessionStore(window.localStorage, options);
  const queryClient = createQueryClient();
  const apiClient = createSessionApiClient(session, queryClient, toastNotifier);
  return { session, queryClient, apiClient };
}
