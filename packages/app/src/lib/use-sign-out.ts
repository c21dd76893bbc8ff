import { logoutRequest, useApiClient } from '@countertop/api/react';
import { toast } from '@countertop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSessionStore } from './session/use-session';

/**
 * Ends the session on the server and in the browser. The server call (Owner and Staff alike: the
 * server revokes staff tokens too) may fail; the user is signed out locally all the same.
 */
export function useEndSession() {
  const client = useApiClient();
  const session = useSessionStore();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    try {
      await logoutRequest(client, { errorToast: false, successToast: false });
    } catch {
      // Spec part 1 §4: "failure ignored" — an unreachable server must not keep anyone signed in.
    }
    session.clear();
    queryClient.clear();
  }, [client, session, queryClient]);
}

/** The Logout buttons: end the session, go to /login (replacing history) and say so. */
export function useSignOut() {
  const endSession = useEndSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await endSession();
      await navigate(paths.login.getHref(), { replace: true });
      toast.success(TEXT.loggedOut);
    } catch {
      toast.error(TEXT.logoutFailed);
    }
  }, [endSession, navigate]);
}
