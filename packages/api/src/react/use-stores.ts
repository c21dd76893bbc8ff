import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { listStores } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';

import { useApiClient } from './api-provider.js';

export type StoresPage = RequestOf<typeof listStores>;
export type StoresResult = ResponseOf<typeof listStores>;

/** Enough for every store of a business in one page (the contract's largest page). */
export const ALL_STORES: StoresPage = { offset: 0, limit: 100 };

/** POST /{business|staff}/store/list. */
export function getStores(
  client: ApiClient,
  page: StoresPage,
  options?: RequestOptions,
): Promise<StoresResult> {
  return client.call(listStores, page, options);
}

export const storesQueryKey = (page: StoresPage) => ['stores', page] as const;

export function storesQueryOptions(
  client: ApiClient,
  page: StoresPage = ALL_STORES,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<StoresResult, ApiError>({
    queryKey: storesQueryKey(page),
    queryFn: ({ signal }) => getStores(client, page, { ...requestOptions, signal }),
  });
}

export interface UseStoresOptions {
  page?: StoresPage;
  requestOptions?: Omit<RequestOptions, 'signal'>;
  enabled?: boolean;
}

export function useStores({ page = ALL_STORES, requestOptions, enabled = true }: UseStoresOptions = {}) {
  const client = useApiClient();
  return useQuery({ ...storesQueryOptions(client, page, requestOptions), enabled });
}
