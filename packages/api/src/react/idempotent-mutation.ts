import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/create-api-client.js';
import { createIdempotencyKeys } from '../client/idempotency-key.js';
import type { RequestOptions } from '../client/request-options.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

type Request<Input, Result> = (client: ApiClient, input: Input, options?: RequestOptions) => Promise<Result>;

/**
 * One automatic retry when no answer came (network failure, time-out): the request may have gone
 * through, and the retry's same Idempotency-Key makes the server answer the first result instead of
 * paying twice. Refusals (4xx) and server errors are final.
 */
export function retryUnanswered(failureCount: number, error: ApiError): boolean {
  return failureCount < 1 && error.status === undefined && !error.cancelled;
}

/**
 * A mutation for a money operation: every call carries an Idempotency-Key, the same one while the
 * same body is sent again (a retry after a failure or a time-out), a fresh one after a success.
 */
export function useIdempotentMutation<Input, Result>(
  request: Request<Input, Result>,
  { requestOptions, mutationConfig }: MutationHookOptions<Result, Input> = {},
) {
  const client = useApiClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    retry: retryUnanswered,
    ...mutationConfig,
    mutationFn: (input: Input) =>
      request(client, input, { ...requestOptions, idempotencyKey: keys.keyFor(input) }),
    onSuccess: (...args) => {
      keys.reset();
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
