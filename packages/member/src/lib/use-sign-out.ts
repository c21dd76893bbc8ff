import { useEndSession } from '@countertop/app-kit';
import { toast } from '@countertop/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';

/** 'Sign out': end the session (a failed server call still signs out) and return to 'Sign in'. */
export function useSignOut() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    await navigate(paths.signIn.getHref(), { replace: true });
    toast.success(TEXT.signedOut);
  }, [endSession, navigate]);
}
