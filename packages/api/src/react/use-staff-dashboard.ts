import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { staffDashboard } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

export type StaffDashboardResult = ResponseOf<typeof staffDashboard>;

/** GET /staff/getGCAndOffersForDashboard: the gift cards and offers on sale now. */
export function getStaffDashboard(
  client: ApiClient,
  options?: RequestOptions,
): Promise<StaffDashboardResult> {
  return client.call(staffDashboard, undefined, options);
}

export const staffDashboardQueryKey = ['staff-dashboard'] as const;

export function staffDashboardQueryOptions(
  client: ApiClient,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<StaffDashboardResult, ApiError>({
    queryKey: staffDashboardQueryKey,
    queryFn: ({ signal }) => getStaffDashboard(client, { ...requestOptions, signal }),
  });
}

export function useStaffDashboard({
  requestOptions,
  enabled = true,
}: { requestOptions?: Omit<RequestOptions, 'signal'>; enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...staffDashboardQueryOptions(client, requestOptions), enabled });
}
