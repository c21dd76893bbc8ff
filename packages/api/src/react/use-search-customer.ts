import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { searchCustomer } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

export type SearchCustomerInput = RequestOf<typeof searchCustomer>;
export type SearchCustomerResult = ResponseOf<typeof searchCustomer>;

/** POST /{business|staff}/customer/search: exactly one member by username or memberId. */
export function searchCustomerRequest(
  client: ApiClient,
  input: SearchCustomerInput,
  options?: RequestOptions,
): Promise<SearchCustomerResult> {
  return client.call(searchCustomer, input, options);
}

/** A mutation rather than a query: each search is a deliberate act, and its result is handed on. */
export function useSearchCustomer({
  requestOptions,
  mutationConfig,
}: MutationHookOptions<SearchCustomerResult, SearchCustomerInput> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: SearchCustomerInput) => searchCustomerRequest(client, input, requestOptions),
  });
}
