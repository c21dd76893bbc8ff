import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from './session-context.js';
import type { Session, SessionStore } from './session-store.js';

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

/**
 * The current session; re-renders on sign-in, store choice and sign-out. A server render (the
 * build's prerender) reads its own store, restored from empty storage: signed out.
 */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
