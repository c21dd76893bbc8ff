import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

/** TanStack settings of an endpoint's query; the key and the fetcher come from the endpoint. */
export type QuerySettings<E extends Endpoint> = Omit<
  UseQueryOptions<ResponseOf<E>, ApiError, ResponseOf<E>, EndpointQueryKey>,
  'queryKey' | 'queryFn'
>;

/** What a screen may pass to a query hook besides the request: request switches and TanStack settings. */
export type QueryHookOptions<E extends Endpoint> = QuerySettings<E> & {
  requestOptions?: Omit<RequestOptions, 'signal'>;
};

/** A query hook's arguments: the request body (left out when the endpoint takes none), then options. */
export type QueryHookArgs<E extends Endpoint> =
  RequestOf<E> extends void
    ? [request?: undefined, options?: QueryHookOptions<E>]
    : [request: RequestOf<E>, options?: QueryHookOptions<E>];

export type EndpointQueryKey = readonly [path: string, request: unknown];

/** The cache key of an endpoint's answer to one request: its path and the request body. */
export function endpointQueryKey<E extends Endpoint>(endpoint: E, request: RequestOf<E>): EndpointQueryKey {
  return [endpoint.path, request ?? null];
}

/** Query options for one request, e.g. for a route loader that warms the cache before a screen. */
export function endpointQueryOptions<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  request: RequestOf<E>,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<ResponseOf<E>, ApiError, ResponseOf<E>, EndpointQueryKey>({
    queryKey: endpointQueryKey(endpoint, request),
    queryFn: ({ signal }) => client.call(endpoint, request, { ...requestOptions, signal }),
  });
}

/**
 * The query hook of an endpoint: `useX(request, { requestOptions, enabled, … })`. `defaults` are
 * settings every query of the endpoint has (a screen's own options win).
 */
export function queryHook<E extends Endpoint>(endpoint: E, defaults: QuerySettings<E> = {}) {
  return function useEndpointQuery(...[request, options = {}]: QueryHookArgs<E>) {
    const client = useApiClient();
    const { requestOptions, ...settings } = options;
    return useQuery({
      ...endpointQueryOptions(client, endpoint, request as RequestOf<E>, requestOptions),
      ...defaults,
      ...settings,
    });
  };
}
