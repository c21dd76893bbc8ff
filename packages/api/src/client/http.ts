import axios, { isAxiosError } from 'axios';
import type { AxiosInstance } from 'axios';
import { mapError } from './map-error.js';

export interface HttpConfig {
  baseURL: string;
  timeout: number;
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
}

/**
 * A refused download's body arrives as a Blob like the file would; reads it back as JSON so the
 * error mapping finds the server's `{error}` text.
 */
async function readBlobBody(error: unknown): Promise<void> {
  if (!isAxiosError(error) || !(error.response?.data instanceof Blob)) return;
  const text = await error.response.data.text();
  try {
    error.response.data = JSON.parse(text) as unknown;
  } catch {
    error.response.data = text;
  }
}

/**
 * The client's axios instance: the session's bearer token on every request, every failure turned
 * into an ApiError. Loaded with the first call (create-api-client.ts), not with the page.
 */
export function createHttp({ baseURL, timeout, getToken, onUnauthorized }: HttpConfig): AxiosInstance {
  const http = axios.create({
    baseURL,
    timeout,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  http.interceptors.request.use((request) => {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  http.interceptors.response.use(undefined, async (error: unknown) => {
    await readBlobBody(error);
    return Promise.reject(mapError(error, onUnauthorized));
  });
  return http;
}
