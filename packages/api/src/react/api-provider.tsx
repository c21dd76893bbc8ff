import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client/create-api-client.js';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes one configured client available to every hook below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}
