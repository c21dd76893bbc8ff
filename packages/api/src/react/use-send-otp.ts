import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import type { RequestOptions } from '../client/request-options.js';
import { sendOtp } from '../contract/index.js';
import type { RequestOf, ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';
import type { MutationHookOptions } from './mutation-config.js';

export type SendOtpInput = RequestOf<typeof sendOtp>;
export type SendOtpResult = ResponseOf<typeof sendOtp>;

/** POST /user/loginotp: e-mails a sign-in code (resend repeats the same call). */
export function sendOtpRequest(
  client: ApiClient,
  input: SendOtpInput,
  options?: RequestOptions,
): Promise<SendOtpResult> {
  return client.call(sendOtp, input, options);
}

export function useSendOtp({
  requestOptions,
  mutationConfig,
}: MutationHookOptions<SendOtpResult, SendOtpInput> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: SendOtpInput) => sendOtpRequest(client, input, requestOptions),
  });
}
