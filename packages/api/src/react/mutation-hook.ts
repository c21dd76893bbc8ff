import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../client/api-error.js';
import { createIdempotencyKeys } from '../client/idempotency-key.js';
import type { RequestOptions } from '../client/request-options.js';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import { showsMoney } from './money-views.js';

/** What a screen may pass to a mutation hook: request switches and TanStack callbacks. */
export interface MutationHookOptions<E extends Endpoint> {
  requestOptions?: Omit<RequestOptions, 'signal' | 'idempotencyKey'>;
  mutationConfig?: Omit<UseMutationOptions<ResponseOf<E>, ApiError, RequestOf<E>>, 'mutationFn'>;
}

/**
 * One automatic retry when no answer came (network failure, time-out): the request may have gone
 * through, and the retry's same Idempotency-Key makes the server answer the first result instead of
 * paying twice. Refusals (4xx) and server errors are final.
 */
function retryUnanswered(failureCount: number, error: ApiError): boolean {
  return failureCount < 1 && error.status === undefined && !error.cancelled;
}

/** What every call of an endpoint's mutation does besides the call. */
export interface MutationDefaults {
  /**
   * Endpoints whose cached answers the change makes stale (every request of each): they are
   * refetched when shown, so a list opened after an add has the new record.
   */
  invalidates?: readonly Endpoint[];
  /** A money operation: every answer marked SHOWS_MONEY goes stale (money-views.ts). */
  changesMoney?: boolean;
}

/**
 * The mutation hook of an endpoint: `useX({ requestOptions, mutationConfig })`, then
 * `mutate(body)`. An `idempotent` endpoint (a money operation) gets an Idempotency-Key with every
 * call: the same one while the same body is sent again (a retry after a failure or a time-out), a
 * fresh one after a success; and one automatic retry when no answer came.
 */
export function mutationHook<E extends Endpoint>(
  endpoint: E,
  { invalidates = [], changesMoney = false }: MutationDefaults = {},
) {
  return function useEndpointMutation({ requestOptions, mutationConfig }: MutationHookOptions<E> = {}) {
    const client = useApiClient();
    const queryClient = useQueryClient();
    const [keys] = useState(createIdempotencyKeys);
    return useMutation<ResponseOf<E>, ApiError, RequestOf<E>>({
      ...(endpoint.idempotent ? { retry: retryUnanswered } : {}),
      ...mutationConfig,
      mutationFn: (body) =>
        client.call(
          endpoint,
          body,
          endpoint.idempotent ? { ...requestOptions, idempotencyKey: keys.keyFor(body) } : requestOptions,
        ),
      onSuccess: (...args) => {
        keys.reset();
        for (const stale of invalidates) void queryClient.invalidateQueries({ queryKey: [stale.path] });
        if (changesMoney) void queryClient.invalidateQueries({ predicate: showsMoney });
        return mutationConfig?.onSuccess?.(...args);
      },
    });
  };
}
