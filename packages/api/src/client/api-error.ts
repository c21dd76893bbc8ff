/** Every failed call rejects with this, already carrying the text the user should see. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; undefined when no answer arrived (network failure, time-out, cancel). */
    readonly status: number | undefined,
    /** The server's own `error` text, when it sent one; screens with their own fallback use it. */
    readonly serverMessage: string | undefined,
    /** The request was cancelled by the caller (e.g. a query unmounted); nothing to show. */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
