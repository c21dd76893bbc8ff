// The load generator's HTTP client: undici's `request` over its keep-alive pool. `fetch` costs
// several times more client CPU per call (issue 22 measured 0.26–0.30 ms against 0.04–0.05 ms),
// which on a shared 2-core machine is taken from the server being measured.
import { request } from 'undici';
import { API } from './server.mjs';

/** GET `url`; the parsed answer, or a throw for anything but a 200. */
export async function getJson(url) {
  const { statusCode, body } = await request(url);
  const text = await body.text();
  if (statusCode !== 200) throw new Error(`${url}: ${statusCode} ${text}`);
  return JSON.parse(text);
}

/** POST `body` as JSON to `url`; the parsed answer, or a throw for anything but a 200. */
export async function postJson(url, body, headers = {}) {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${text}`);
  return JSON.parse(text);
}

/** `api(path, { token, body, headers })` as apiCaller's (server.mjs), through undici. */
export function undiciApi(baseUrl) {
  return (path, { token, body, headers = {} } = {}) =>
    postJson(
      `${baseUrl}${API}${path}`,
      body,
      token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    );
}
