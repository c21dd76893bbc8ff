import { AppKitProvider, createAppServices } from '@countertop/app-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MEMBER_USER_TYPES, SESSION_KEY_PREFIX } from '@/config/constants';

/** Everything the routes rely on, for members only: a back-office session is never restored here. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [services] = useState(() =>
    createAppServices({ userTypes: MEMBER_USER_TYPES, keyPrefix: SESSION_KEY_PREFIX }),
  );
  return <AppKitProvider services={services}>{children}</AppKitProvider>;
}
