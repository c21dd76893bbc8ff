import { AppKitProvider, createAppServices } from '@countertop/app-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

/** Everything the routes rely on, for Owners and Staff: a member's stored session is not restored here. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [services] = useState(() => createAppServices({ userTypes: BACK_OFFICE_USER_TYPES }));
  return <AppKitProvider services={services}>{children}</AppKitProvider>;
}
