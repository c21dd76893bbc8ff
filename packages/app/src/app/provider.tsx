import { ApiProvider } from '@countertop/api/react';
import { I18nProvider, Toaster } from '@countertop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createAppApiClient, createAppQueryClient } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { createSessionStore } from '@/lib/session/session-store';
import { toastNotifier } from '@/lib/toast-notifier';

/** Everything the routes rely on: session, query cache, API client, the toaster and the en-AU locale. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [services] = useState(() => {
    const session = createSessionStore(window.localStorage);
    const queryClient = createAppQueryClient();
    const apiClient = createAppApiClient(session, queryClient, toastNotifier);
    return { session, queryClient, apiClient };
  });

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
