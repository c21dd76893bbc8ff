import { ApiProvider } from '@countertop/api/react';
import { I18nProvider, Toaster } from '@countertop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppServices } from './app-services.js';
import { SessionProvider } from './session/session-provider.js';

/** Everything an app's routes rely on: the session, the query cache, the API client, the toaster and the en-AU locale. */
export function AppKitProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    // Australian businesses: dates dd/mm/yyyy and weeks from Monday in every date field and calendar.
    <I18nProvider locale="en-AU">
      <SessionProvider store={services.session}>
        <QueryClientProvider client={services.queryClient}>
          <ApiProvider client={services.apiClient}>
            {children}
            <Toaster />
          </ApiProvider>
        </QueryClientProvider>
      </SessionProvider>
    </I18nProvider>
  );
}
