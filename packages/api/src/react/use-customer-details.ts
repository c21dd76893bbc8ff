import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { customerDetails } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

export type CustomerDetailsResult = ResponseOf<typeof customerDetails>;

/** POST /{business|staff}/customer/details: the member's current balances at this business. */
export function getCustomerDetails(
  client: ApiClient,
  customerId: string,
  options?: RequestOptions,
): Promise<CustomerDetailsResult> {
  return client.call(customerDetails, { customerId }, options);
}

export const customerDetailsQueryKey = (customerId: string) => ['customer-details', customerId] as const;

export function customerDetailsQueryOptions(
  client: ApiClient,
  customerId: string,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<CustomerDetailsResult, ApiError>({
    queryKey: customerDetailsQueryKey(customerId),
    queryFn: ({ signal }) => getCustomerDetails(client, customerId, { ...requestOptions, signal }),
    // Balances change at every counter; an answer is only good for the moment it was asked.
    staleTime: 0,
  });
}

export interface UseCustomerDetailsOptions {
  customerId: string;
  requestOptions?: Omit<RequestOptions, 'signal'>;
  enabled?: boolean;
}

export function useCustomerDetails({
  customerId,
  requestOptions,
  enabled = true,
}: UseCustomerDetailsOptions) {
  const client = useApiClient();
  return useQuery({ ...customerDetailsQueryOptions(client, customerId, requestOptions), enabled });
}
