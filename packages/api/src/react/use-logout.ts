import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { logout } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

export type LogoutResult = ResponseOf<typeof logout>;

/** GET /{business|staff}/logout: revokes the current session token on the server. */
export function logoutRequest(client: ApiClient, options?: RequestOptions): Promise<LogoutResult> {
  return client.call(logout, undefined, options);
}

export function useLogout({ requestOptions, mutationConfig }: MutationHookOptions<LogoutResult, void> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: () => logoutRequest(client, requestOptions),
  });
}
