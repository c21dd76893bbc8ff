import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { listGiftCards } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

export type GiftCardsRequest = RequestOf<typeof listGiftCards>;
export type GiftCardsResult = ResponseOf<typeof listGiftCards>;

/** POST /{business|staff}/giftcard/list: the business's gift card templates, a page at a time. */
export function getGiftCards(
  client: ApiClient,
  request: GiftCardsRequest,
  options?: RequestOptions,
): Promise<GiftCardsResult> {
  return client.call(listGiftCards, request, options);
}

export const giftCardsQueryKey = (request: GiftCardsRequest) => ['gift-cards', request] as const;

export function giftCardsQueryOptions(
  client: ApiClient,
  request: GiftCardsRequest,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<GiftCardsResult, ApiError>({
    queryKey: giftCardsQueryKey(request),
    queryFn: ({ signal }) => getGiftCards(client, request, { ...requestOptions, signal }),
  });
}

export interface UseGiftCardsOptions {
  request: GiftCardsRequest;
  requestOptions?: Omit<RequestOptions, 'signal'>;
  enabled?: boolean;
}

export function useGiftCards({ request, requestOptions, enabled = true }: UseGiftCardsOptions) {
  const client = useApiClient();
  return useQuery({ ...giftCardsQueryOptions(client, request, requestOptions), enabled });
}
