import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { addRewardTransaction } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useIdempotentMutation } from './idempotent-mutation.js';
import type { MutationHookOptions } from './mutation-config.js';

export type AddRewardTransactionInput = RequestOf<typeof addRewardTransaction>;
export type AddRewardTransactionResult = ResponseOf<typeof addRewardTransaction>;

/** POST /{business|staff}/rewardtransaction/add: asks the member to authorise a redemption. */
export function addRewardTransactionRequest(
  client: ApiClient,
  input: AddRewardTransactionInput,
  options?: RequestOptions,
): Promise<AddRewardTransactionResult> {
  return client.call(addRewardTransaction, input, options);
}

export function useAddRewardTransaction(
  options?: MutationHookOptions<AddRewardTransactionResult, AddRewardTransactionInput>,
) {
  return useIdempotentMutation(addRewardTransactionRequest, options);
}
