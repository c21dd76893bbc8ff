import { parseStoredStore, parseStoredUser, roleForUserType } from '@countertop/api';
import type {
  Role,
  SelectedStore,
  SignedInMember,
  SignedInUser,
  StoredUser,
  UserTypeCode,
} from '@countertop/api';

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
}

export function createSessionStore(storage: Storage, { userTypes }: SessionStoreOptions): SessionStore {
  let session: Session = { status: 'restoring', token: null, user: null, store: null };
  const listeners = new Set<() => void>();

  const update = (next: Partial<Session>) => {
    session = { ...session, ...next };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restore() {
      const token = storage.getItem(STORAGE_KEYS.token);
      const user = parseStoredUser(storage.getItem(STORAGE_KEYS.user));
      const signedIn = Boolean(token) && user !== undefined && userTypes.includes(user.userType);
      if (!signedIn) {
        storage.removeItem(STORAGE_KEYS.token);
        storage.removeItem(STORAGE_KEYS.user);
      }
      const storeText = storage.getItem(STORAGE_KEYS.store);
      const store = parseStoredStore(storeText);
      if (storeText !== null && store === undefined) storage.removeItem(STORAGE_KEYS.store);
      update({
        status: 'ready',
        token: signedIn ? token : null,
        user: signedIn ? (user ?? null) : null,
        store: store ?? null,
      });
    },
    signIn(token, user) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      update({ token, user: parseStoredUser(JSON.stringify(user)) ?? null });
    },
    selectStore(store) {
      storage.setItem(STORAGE_KEYS.store, JSON.stringify(store));
      update({ store });
    },
    removeStore() {
      storage.removeItem(STORAGE_KEYS.store);
      update({ store: null });
    },
    clear() {
      // The spec clears all local storage on logout and on 401; the theme is a device preference,
      // not session data, so it survives (otherwise every sign-out would flip a light-mode user to dark).
      const theme = storage.getItem(STORAGE_KEYS.theme);
      storage.clear();
      if (theme !== null) storage.setItem(STORAGE_KEYS.theme, theme);
      update({ token: null, user: null, store: null });
    },
    role() {
      return session.user ? roleForUserType(session.user.userType) : undefined;
    },
  };
}
