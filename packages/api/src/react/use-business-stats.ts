import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { businessStats } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

export type BusinessStatsResult = ResponseOf<typeof businessStats>;

/** GET /business/stats: the owner dashboard's counts. */
export function getBusinessStats(client: ApiClient, options?: RequestOptions): Promise<BusinessStatsResult> {
  return client.call(businessStats, undefined, options);
}

export const businessStatsQueryKey = ['business-stats'] as const;

export function businessStatsQueryOptions(
  client: ApiClient,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<BusinessStatsResult, ApiError>({
    queryKey: businessStatsQueryKey,
    queryFn: ({ signal }) => getBusinessStats(client, { ...requestOptions, signal }),
  });
}

export function useBusinessStats({
  requestOptions,
  enabled = true,
}: { requestOptions?: Omit<RequestOptions, 'signal'>; enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...businessStatsQueryOptions(client, requestOptions), enabled });
}
