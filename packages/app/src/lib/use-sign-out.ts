import { useEndSession } from '@countertop/app-kit';
import { toast } from '@countertop/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';

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
