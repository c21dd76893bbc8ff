import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { deleteRewardTransaction } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

export type DeleteRewardTransactionResult = ResponseOf<typeof deleteRewardTransaction>;

/** POST /{business|staff}/rewardtransaction/delete: withdraws a pending authorisation request. */
export function deleteRewardTransactionRequest(
  client: ApiClient,
  rtId: string,
  options?: RequestOptions,
): Promise<DeleteRewardTransactionResult> {
  return client.call(deleteRewardTransaction, { rtId }, options);
}

/** The same call while the page is being closed or reloaded: sent at once, allowed to outlive the page. */
export function deleteRewardTransactionOnUnload(client: ApiClient, rtId: string): void {
  client.sendOnUnload(deleteRewardTransaction, { rtId });
}

export function useDeleteRewardTransaction({
  requestOptions,
  mutationConfig,
}: MutationHookOptions<DeleteRewardTransactionResult, string> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (rtId: string) => deleteRewardTransactionRequest(client, rtId, requestOptions),
  });
}
