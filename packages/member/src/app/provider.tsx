import { AppKitProvider } from '@countertop/app-kit';
import type { AppServices } from '@countertop/app-kit';
import type { ReactNode } from 'react';

/**
 * Everything the routes rely on, for members only (`createServices`: a back-office session is
 * never restored here).
 */
export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppKitProvider services={services}>{children}</AppKitProvider>;
}
