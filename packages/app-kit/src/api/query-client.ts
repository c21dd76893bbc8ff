import { QueryClient } from '@tanstack/react-query';

/** The query cache of an app whose every request shows its own toasts. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every attempt shows its own 'Processing...' and error toast, so a silent retry would
        // show the user the same failure several times.
        retry: false,
        // A loading toast on every return to the tab would be noise; screens refetch on entry.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
