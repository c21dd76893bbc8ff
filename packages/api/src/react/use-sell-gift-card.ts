import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { sellGiftCard } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useIdempotentMutation } from './idempotent-mutation.js';
import type { MutationHookOptions } from './mutation-config.js';

export type SellGiftCardInput = RequestOf<typeof sellGiftCard>;
export type SellGiftCardResult = ResponseOf<typeof sellGiftCard>;

/** POST /{business|staff}/giftcard/sell: sells one published gift card to the member. */
export function sellGiftCardRequest(
  client: ApiClient,
  input: SellGiftCardInput,
  options?: RequestOptions,
): Promise<SellGiftCardResult> {
  return client.call(sellGiftCard, input, options);
}

export function useSellGiftCard(options?: MutationHookOptions<SellGiftCardResult, SellGiftCardInput>) {
  return useIdempotentMutation(sellGiftCardRequest, options);
}
