import { isAxiosError, isCancel } from 'axios';
import { errorBody } from '../contract/index.js';
import { ApiError } from './api-error.js';
import { MESSAGES } from './messages.js';

/**
 * The one place where a failed request becomes the text a user sees (docs/product/front-desk.md §8):
 * 401 ends the session (the caller's `onUnauthorized` clears storage) and shows the server's text
 * or 'Session expired…'; 502 means the server behind the proxy is down; anything else shows the
 * server's `error` field or a generic text.
 */
export function mapError(error: unknown, onUnauthorized: () => void): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError(MESSAGES.somethingWentWrong, undefined, undefined, true);
  if (!isAxiosError(error) || !error.response) {
    return new ApiError(MESSAGES.somethingWentWrong, undefined, undefined);
  }
  const { status, data } = error.response;
  const parsed = errorBody.safeParse(data);
  const serverMessage = parsed.success && parsed.data.error.trim() ? parsed.data.error : undefined;
  if (status === 401) {
    onUnauthorized();
    return new ApiError(serverMessage ?? MESSAGES.sessionExpired, status, serverMessage);
  }
  if (status === 502) return new ApiError(MESSAGES.serverUnavailable, status, serverMessage);
  return new ApiError(serverMessage ?? MESSAGES.somethingWentWrong, status, serverMessage);
}
