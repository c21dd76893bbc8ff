import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { rewardCustomer } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useIdempotentMutation } from './idempotent-mutation.js';
import type { MutationHookOptions } from './mutation-config.js';

export type RewardCustomerInput = RequestOf<typeof rewardCustomer>;
export type RewardCustomerResult = ResponseOf<typeof rewardCustomer>;

/**
 * POST /{business|staff}/rewardtransaction/reward: a plain reward for the billing amount, or with
 * `rtId` the completion of a redemption the member authorised.
 */
export function rewardCustomerRequest(
  client: ApiClient,
  input: RewardCustomerInput,
  options?: RequestOptions,
): Promise<RewardCustomerResult> {
  return client.call(rewardCustomer, input, options);
}

export function useRewardCustomer(options?: MutationHookOptions<RewardCustomerResult, RewardCustomerInput>) {
  return useIdempotentMutation(rewardCustomerRequest, options);
}
