import { roleForUserType } from '@countertop/api';
import type { Role, SignedInMember, SignedInUser, UserTypeCode } from '@countertop/api';
import { parseStoredStore, parseStoredUser } from './stored-session.js';
import type { SelectedStore, StoredUser } from './stored-session.js';

/** The browser storage keys of the spec (docs/product/front-desk.md §3). */
export const STORAGE_KEYS = { token: 'token', user: 'user', store: 'store', theme: 'theme' } as const;

export interface Session {
  /** `restoring` until the stored session has been read on start (a spinner shows meanwhile). */
  status: 'restoring' | 'ready';
  token: string | null;
  user: StoredUser | null;
  store: SelectedStore | null;
}

export interface SessionStore {
  /** The storage keys this store keeps the session under (see `keyPrefix`). */
  keys: SessionKeys;
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Reads storage by the rules of docs/product/front-desk.md §4 and drops whatever does not qualify. */
  restore(): void;
  signIn(token: string, user: SignedInUser | SignedInMember): void;
  selectStore(store: SelectedStore): void;
  removeStore(): void;
  /** Ends the session: clears local storage (keeping the theme) and forgets everything. */
  clear(): void;
  /** The caller's role for `/business`, `/staff` or `/customer` paths; undefined when signed out. */
  role(): Role | undefined;
}

export const isAuthenticated = (session: Session): boolean => Boolean(session.token && session.user);

export interface SessionStoreOptions {
  /**
   * The user types this app serves: the back office `['B', 'S']`, the member app `['C']`. A stored
   * user of another type (say, a member's session in the same browser) is dropped on restore.
   */
  userTypes: readonly UserTypeCode[];
  /**
   * Put before each session key. The back office keeps the spec's plain keys (none); the member
   * app, served from the same origin, uses its own, so a member and a shop's staff signed in in
   * one browser never sign each other out, and signing out clears only the app's own keys.
   * @default ''
   */
  keyPrefix?: string;
}

export interface SessionKeys {
  token: string;
  user: string;
  store: string;
}

export function createSessionStore(
  storage: Storage,
  { userTypes, keyPrefix = '' }: SessionStoreOptions,
): SessionStore {
  const keys: SessionKeys = {
    token: `${keyPrefix}${STORAGE_KEYS.token}`,
    user: `${keyPrefix}${STORAGE_KEYS.user}`,
    store: `${keyPrefix}${STORAGE_KEYS.store}`,
  };
  let session: Session = { status: 'restoring', token: null, user: null, store: null };
  const listeners = new Set<() => void>();

  const update = (next: Partial<Session>) => {
    session = { ...session, ...next };
    for (const listener of listeners) listener();
  };

  return {
    keys,
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restore() {
      const token = storage.getItem(keys.token);
      const user = parseStoredUser(storage.getItem(keys.user));
      const signedIn = Boolean(token) && user !== undefined && userTypes.includes(user.userType);
      if (!signedIn) {
        storage.removeItem(keys.token);
        storage.removeItem(keys.user);
      }
      const storeText = storage.getItem(keys.store);
      const store = parseStoredStore(storeText);
      if (storeText !== null && store === undefined) storage.removeItem(keys.store);
      const next: Session = {
        status: 'ready',
        token: signedIn ? token : null,
        user: signedIn ? (user ?? null) : null,
        store: store ?? null,
      };
      // Restoring what is already there (the provider's first effect, after the app read the
      // session before its first render) changes nothing: no new snapshot, no second render.
      if (JSON.stringify(next) === JSON.stringify(session)) return;
      update(next);
    },
    signIn(token, user) {
      storage.setItem(keys.token, token);
      storage.setItem(keys.user, JSON.stringify(user));
      update({ token, user: parseStoredUser(JSON.stringify(user)) ?? null });
    },
    selectStore(store) {
      storage.setItem(keys.store, JSON.stringify(store));
      update({ store });
    },
    removeStore() {
      storage.removeItem(keys.store);
      update({ store: null });
    },
    clear() {
      // The spec clears all local storage on logout and on 401; the theme is a device preference,
      // not session data, so it survives (otherwise every sign-out would flip a light-mode user to dark).
      if (keyPrefix) {
        // Another app's session shares this origin's storage: leave it alone.
        for (const key of Object.values(keys)) storage.removeItem(key);
      } else {
        const theme = storage.getItem(STORAGE_KEYS.theme);
        storage.clear();
        if (theme !== null) storage.setItem(STORAGE_KEYS.theme, theme);
      }
      update({ token: null, user: null, store: null });
    },
    role() {
      return session.user ? roleForUserType(session.user.userType) : undefined;
    },
  };
}
