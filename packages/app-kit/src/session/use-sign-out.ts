import { toast } from '@countertop/ui/Toaster';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndSession } from './use-end-session.js';

export interface SignOutOptions {
  /** Where a signed-out user lands: the app's sign-in screen. */
  signInHref: string;
  /** The toasts: signed out, or something went wrong on the way there. */
  texts: { signedOut: string; failed: string };
}

/**
 * An app's sign-out button: end the session, go to the sign-in screen (replacing history, so Back
 * cannot return to a signed-in screen) and say so.
 */
export function useSignOut({ signInHref, texts }: SignOutOptions) {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const { signedOut, failed } = texts;

  return useCallback(async () => {
    try {
      await endSession();
      await navigate(signInHref, { replace: true });
      toast.success(signedOut);
    } catch {
      toast.error(failed);
    }
  }, [endSession, navigate, signInHref, signedOut, failed]);
}
