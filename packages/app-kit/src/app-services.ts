import type { ApiClient } from '@countertop/api';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './api/query-client.js';
import { createSessionApiClient } from './api/session-api-client.js';
import { toastNotifier } from './api/toast-notifier.js';
import { memoryStorage } from './session/memory-storage.js';
import { createSessionStore } from './session/session-store.js';
import type { SessionStore, SessionStoreOptions } from './session/session-store.js';

/** The long-lived objects of a browser app, made once per page load. */
export interface AppServices {
  session: SessionStore;
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/**
 * The session kept in localStorage, the query cache, and the API client that toasts and ends the
 * session on 401. The stored session is read here, before the first render, so that render is the
 * screen itself (what a prerendered page hydrates), never a loading state. Without browser storage
 * (the build's prerender) the session is empty: signed out.
 */
export function createAppServices(options: SessionStoreOptions): AppServices {
  const storage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
  const session = createSessionStore(storage, options);
  session.restore();
  const queryClient = createQueryClient();
  const apiClient = createSessionApiClient(session, queryClient, toastNotifier);
  return { session, queryClient, apiClient };
}
