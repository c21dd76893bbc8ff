/** The URL with a `t` timestamp, so the browser fetches the image afresh instead of showing a cached one. */
export function withCacheBuster(url: string, time: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${time}`;
}
