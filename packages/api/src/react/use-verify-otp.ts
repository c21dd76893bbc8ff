import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { verifyOtp } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

export type VerifyOtpInput = RequestOf<typeof verifyOtp>;
export type VerifyOtpResult = ResponseOf<typeof verifyOtp>;

/** POST /user/verifyloginotp: trades the code and device for a session token and the user. */
export function verifyOtpRequest(
  client: ApiClient,
  input: VerifyOtpInput,
  options?: RequestOptions,
): Promise<VerifyOtpResult> {
  return client.call(verifyOtp, input, options);
}

export function useVerifyOtp({
  requestOptions,
  mutationConfig,
}: MutationHookOptions<VerifyOtpResult, VerifyOtpInput> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: VerifyOtpInput) => verifyOtpRequest(client, input, requestOptions),
  });
}
