import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { refundCustomer } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useIdempotentMutation } from './idempotent-mutation.js';
import type { MutationHookOptions } from './mutation-config.js';

export type RefundCustomerInput = RequestOf<typeof refundCustomer>;
export type RefundCustomerResult = ResponseOf<typeof refundCustomer>;

/** POST /{business|staff}/customer/refund: credits the amount to the member's wallet here. */
export function refundCustomerRequest(
  client: ApiClient,
  input: RefundCustomerInput,
  options?: RequestOptions,
): Promise<RefundCustomerResult> {
  return client.call(refundCustomer, input, options);
}

export function useRefundCustomer(options?: MutationHookOptions<RefundCustomerResult, RefundCustomerInput>) {
  return useIdempotentMutation(refundCustomerRequest, options);
}
