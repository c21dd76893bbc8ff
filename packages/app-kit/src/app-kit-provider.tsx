import { ApiProvider } from '@countertop/api/react';
import { CountertopProvider } from '@countertop/ui/CountertopProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppServices } from './app-services.js';
import { useRouterLinks } from './routing/router-links.js';
import { SessionProvider } from './session/session-provider.js';

/**
 * Everything an app's routes rely on: ui's provider (the en-AU locale, links through the router,
 * the toaster; the theme stays the page's, from `startApp`), the session, the query cache and the
 * API client. Must sit inside the router, whose `navigate` the links use.
 */
export function AppKitProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const links = useRouterLinks();
  return (
    <CountertopProvider navigate={links.navigate} useHref={links.useHref}>
      <SessionProvider store={services.session}>
        <QueryClientProvider client={services.queryClient}>
          <ApiProvider client={services.apiClient}>{children}</ApiProvider>
        </QueryClientProvider>
      </SessionProvider>
    </CountertopProvider>
  );
}
