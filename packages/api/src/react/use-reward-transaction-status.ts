import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { getRewardTransactionStatus } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

export type RewardTransactionStatusResult = ResponseOf<typeof getRewardTransactionStatus>;

/** POST /{business|staff}/rewardtransaction/status: where the member's authorisation stands. */
export function getRewardTransactionStatusRequest(
  client: ApiClient,
  rtId: string,
  options?: RequestOptions,
): Promise<RewardTransactionStatusResult> {
  return client.call(getRewardTransactionStatus, { rtId }, options);
}

export const rewardTransactionStatusQueryKey = (rtId: string) => ['reward-transaction-status', rtId] as const;

export function rewardTransactionStatusQueryOptions(
  client: ApiClient,
  rtId: string,
  requestOptions?: Omit<RequestOptions, 'signal'>,
) {
  return queryOptions<RewardTransactionStatusResult, ApiError>({
    queryKey: rewardTransactionStatusQueryKey(rtId),
    queryFn: ({ signal }) => getRewardTransactionStatusRequest(client, rtId, { ...requestOptions, signal }),
    staleTime: 0,
  });
}

export type RewardTransactionStatusQuery = Query<
  RewardTransactionStatusResult,
  ApiError,
  RewardTransactionStatusResult,
  readonly unknown[]
>;

export interface UseRewardTransactionStatusOptions {
  /** The transaction to follow; nothing is fetched without one. */
  rtId: string | null;
  requestOptions?: Omit<RequestOptions, 'signal'>;
  /** Polling: milliseconds until the next fetch, or false to stop, decided after each answer. */
  refetchInterval?: number | false | ((query: RewardTransactionStatusQuery) => number | false | undefined);
}

export function useRewardTransactionStatus({
  rtId,
  requestOptions,
  refetchInterval,
}: UseRewardTransactionStatusOptions) {
  const client = useApiClient();
  return useQuery({
    ...rewardTransactionStatusQueryOptions(client, rtId ?? '', requestOptions),
    enabled: rtId !== null,
    refetchInterval,
    // A counter screen left open in a background tab still has to notice the member's answer.
    refetchIntervalInBackground: true,
  });
}
