import { logout, memberLogout } from '@countertop/api';
import { useApiClient } from '@countertop/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from './use-session.js';

// Signing out says how it went itself; a failure is ignored (below).
const quiet = { errorToast: false, successToast: false } as const;

/**
 * Ends the session on the server and in the browser. The server call (every role's own logout:
 * the server revokes staff and member tokens too) may fail; the user is signed out locally all
 * the same.
 */
export function useEndSession() {
  const client = useApiClient();
  const session = useSessionStore();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    try {
      const endpoint = session.role() === 'member' ? memberLogout : logout;
      await client.call(endpoint, undefined, quiet);
    } catch {
      // docs/product/front-desk.md §4: "failure ignored" — an unreachable server must not keep anyone signed in.
    }
    session.clear();
    queryClient.clear();
  }, [client, session, queryClient]);
}
