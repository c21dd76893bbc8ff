import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { SessionContext } from './session-context.js';
import type { SessionStore } from './session-store.js';

/** Restores the stored session once on start and follows sign-in/out made in other tabs. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    store.restore();
    const sessionKeys: readonly string[] = Object.values(store.keys);
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared all of local storage (its logout).
      if (event.key === null || sessionKeys.includes(event.key)) store.restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <SessionContext value={store}>{children}</SessionContext>;
}
