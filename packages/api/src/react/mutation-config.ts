import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';

/** What a screen may pass to a mutation hook: request switches and TanStack callbacks. */
export interface MutationHookOptions<Data, Variables> {
  requestOptions?: Omit<RequestOptions, 'signal'>;
  mutationConfig?: Omit<UseMutationOptions<Data, ApiError, Variables>, 'mutationFn'>;
}
