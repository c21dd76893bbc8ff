import type { AxiosInstance } from 'axios';
import type { DownloadEndpoint, Endpoint, RequestOf, ResponseOf, Role } from '../contract/index.js';
import { IDEMPOTENCY_HEADER, isUploadEndpoint, pathFor, toFormData } from '../contract/index.js';
import { ApiError } from './api-error.js';
import { MESSAGES, REQUEST_TIMEOUT_MS } from './messages.js';
import type { Notifier } from './notifier.js';
import type { RequestOptions, UploadProgress } from './request-options.js';

export interface ApiClientConfig {
  /** @default '/api/v2' */
  baseURL?: string;
  /** The stored session token, sent as a bearer token when present. */
  getToken: () => string | null | undefined;
  /** The signed-in caller's role; picks `/business` or `/staff` for owner-or-staff endpoints. */
  getRole: () => Role | null | undefined;
  /** Called on any 401: the app clears its stored session (docs/product/front-desk.md §4). */
  onUnauthorized: () => void;
  /** Toasts; without it the client is silent (tests, scripts). */
  notify?: Notifier;
  /** @default 15000 */
  timeout?: number;
  /**
   * Loads axios at once instead of with the first call: for a page that will call as soon as it
   * renders (a signed-in screen), so the load runs beside the screen's own chunks, not after them.
   * @default false
   */
  loadTransportAtOnce?: boolean;
}

export interface ApiClient {
  /** Validates the body, calls the endpoint at the caller's path and returns the parsed answer. */
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: RequestOptions): Promise<ResponseOf<E>>;
  /** The path `call` would use for this endpoint right now. */
  pathOf(endpoint: Endpoint): string;
  /**
   * Sends the call at once with fetch `keepalive`, which the browser lets finish after the page is
   * gone: for clean-up while a page is closed or reloaded. No toasts, no answer, never throws.
   */
  sendOnUnload<E extends Endpoint>(endpoint: E, body: RequestOf<E>): void;
  /**
   * Fetches a download endpoint (a CSV export) with the session's token, as a Blob named by the
   * endpoint. No time limit: the server streams a long file for as long as it takes. Toasts and
   * errors as for `call` (no success toast: there is no message).
   */
  download<E extends DownloadEndpoint>(
    endpoint: E,
    filters?: RequestOf<E>,
    options?: RequestOptions,
  ): Promise<DownloadedFile>;
}

/** A downloaded file, ready to be saved under its name. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The role an endpoint is called as: fixed by its access, or the caller's own for shared ones. */
function roleFor(endpoint: Endpoint, callerRole: Role | null | undefined): Role | undefined {
  switch (endpoint.access) {
    case 'owner':
      return 'owner';
    case 'staff':
      return 'staff';
    case 'member':
      return 'member';
    case 'public':
      return callerRole ?? 'owner';
    case 'owner-or-staff':
      return callerRole ?? undefined;
  }
}

function successText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, msg } = data as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof msg === 'string' && msg.trim()) return msg;
  return undefined;
}

/** axios's progress event as the call options report it. */
function reportProgress(onProgress: (progress: UploadProgress) => void) {
  return ({ loaded, total }: { loaded: number; total?: number }) => {
    const known = total !== undefined && total > 0;
    onProgress({
      loaded,
      total: known ? total : undefined,
      fraction: known ? Math.min(1, loaded / total) : undefined,
    });
  };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { getToken, getRole, onUnauthorized, notify } = config;
  const baseURL = config.baseURL ?? '/api/v2';
  // axios (and the error mapping) arrive with the first call rather than with the page: a sign-in
  // screen shows before it needs them (docs/bench.md). A failed load is tried again next call.
  let loading: Promise<AxiosInstance> | undefined;
  function http(): Promise<AxiosInstance> {
    loading ??= import('./http.js').then(
      ({ createHttp }) =>
        createHttp({
          baseURL,
          timeout: config.timeout ?? REQUEST_TIMEOUT_MS,
          getToken,
          onUnauthorized,
        }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }
  // A failure here is tried again, and reported, by the first call.
  if (config.loadTransportAtOnce) http().catch(() => undefined);

  function pathOf(endpoint: Endpoint): string {
    const role = roleFor(endpoint, getRole());
    if (!role) {
      // A role-prefixed call without a signed-in user cannot be routed: the session is gone.
      onUnauthorized();
      throw new ApiError(MESSAGES.sessionExpired, 401, undefined);
    }
    return pathFor(endpoint, role);
  }

  async function send<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options: RequestOptions) {
    const url = pathOf(endpoint);
    const payload = endpoint.request.safeParse(body);
    if (!payload.success) {
      const first = payload.error.issues[0]?.message;
      throw new ApiError(first ?? MESSAGES.somethingWentWrong, undefined, undefined);
    }
    // The caller's body goes on the wire, not the parsed one: request schemas transform into the
    // server's own units (money into integer cents), and the server parses the wire body itself.
    const wire = body ?? undefined;
    const upload = isUploadEndpoint(endpoint);
    const response = await (
      await http()
    ).request<unknown>({
      method: endpoint.method,
      url,
      ...(endpoint.method === 'GET'
        ? { params: wire }
        : upload
          ? { data: toFormData((wire ?? {}) as Record<string, string | Blob | undefined>) }
          : { data: wire ?? {} }),
      signal: options.signal,
      ...(upload && options.onUploadProgress
        ? { onUploadProgress: reportProgress(options.onUploadProgress) }
        : {}),
      headers: {
        // An upload is multipart/form-data; axios (or the browser) adds the boundary. Left as
        // the instance's JSON type, axios would turn the form into JSON.
        ...(upload ? { 'Content-Type': 'multipart/form-data' } : {}),
        ...(endpoint.idempotent && options.idempotencyKey
          ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey }
          : {}),
      },
    });
    const parsed = endpoint.response.safeParse(response.data);
    if (!parsed.success) {
      // The contract is shared with the server, so this is a deployment mismatch, not user error.
      throw new ApiError(MESSAGES.somethingWentWrong, response.status, undefined);
    }
    return { data: parsed.data as ResponseOf<E>, raw: response.data };
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<E>> {
    return told(options, async () => {
      const { data, raw } = await send(endpoint, body, options);
      const text = (options.successToast ?? true) ? successText(raw) : undefined;
      if (text) notify?.success(text);
      return data;
    });
  }

  async function download<E extends DownloadEndpoint>(
    endpoint: E,
    filters?: RequestOf<E>,
    options: RequestOptions = {},
  ): Promise<DownloadedFile> {
    return told(options, async () => {
      // A POST export's body is its filters (none: every row), checked as the server will.
      const body = endpoint.method === 'POST' ? (filters ?? {}) : undefined;
      const checked = endpoint.request.safeParse(body);
      if (!checked.success)
        throw new ApiError(
          checked.error.issues[0]?.message ?? MESSAGES.somethingWentWrong,
          undefined,
          undefined,
        );
      const response = await (
        await http()
      ).request<Blob>({
        method: endpoint.method,
        url: pathOf(endpoint),
        ...(body === undefined ? {} : { data: body }),
        responseType: 'blob',
        // The fetch adapter answers a Blob everywhere (Node's http adapter would give a Buffer).
        adapter: 'fetch',
        timeout: 0,
        signal: options.signal,
        headers: { Accept: endpoint.download.contentType },
      });
      return { blob: response.data, fileName: endpoint.download.fileName };
    });
  }

  /** Runs a request with the loading and error toasts of the options. */
  async function told<T>(options: RequestOptions, run: () => Promise<T>): Promise<T> {
    const { errorToast = true, loadingToast = true } = options;
    const loadingId = loadingToast ? notify?.loading(MESSAGES.processing) : undefined;
    try {
      return await run();
    } catch (error) {
      // The instance's interceptor has mapped every answer; anything else (the transport failed to
      // load, a bug) has no text of its own to show.
      const apiError =
        error instanceof ApiError ? error : new ApiError(MESSAGES.somethingWentWrong, undefined, undefined);
      // A 401 ends the session, so it is said even by a quiet call (a poll, a list): otherwise a
      // user whose access was withdrawn lands on sign-in without knowing why.
      const said = errorToast || apiError.status === 401;
      if (said && !apiError.cancelled) notify?.error(apiError.message);
      throw apiError;
    } finally {
      if (loadingId !== undefined) notify?.dismiss(loadingId);
    }
  }

  function sendOnUnload<E extends Endpoint>(endpoint: E, body: RequestOf<E>): void {
    // Synchronous up to fetch(): the page may be gone by the next task, so nothing may be awaited
    // before the request is on its way (axios's promise chain would be too late).
    try {
      if (typeof fetch !== 'function' || !endpoint.request.safeParse(body).success) return;
      const token = getToken();
      const base = baseURL.replace(/\/$/, '');
      void fetch(`${base}${pathOf(endpoint)}`, {
        method: endpoint.method,
        keepalive: true,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      }).catch(() => {});
    } catch {
      // Best effort by design: the page is closing and nobody is left to tell.
    }
  }

  return { call, pathOf, sendOnUnload, download };
}
