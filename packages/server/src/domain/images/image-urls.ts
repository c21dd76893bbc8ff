/**
 * Where stored images are served (http/uploaded-images.ts), outside `/api/v2` so an `<img>` can
 * load them without a token. Offers and the business's logo keep these URLs as they are served.
 */
export const UPLOADS_PATH = '/uploads';

/** The gallery list's `basePath`: an image's URL is this + its name. */
export const UPLOADS_BASE_PATH = `${UPLOADS_PATH}/`;

/** A stored name: a random UUID and the extension of the detected type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function imageUrl(name: string): string {
  return `${UPLOADS_BASE_PATH}${name}`;
}

/** Resolves relative URLs; no request ever comes to this host (`.invalid` is reserved). */
const RELATIVE_BASE = 'http://relative.invalid';

/** `ownHost` as `url`'s scheme writes it (`example.com:443` is `example.com` in an https URL). */
function hostOf(url: URL, ownHost: string): string | undefined {
  try {
    return new URL(`${url.protocol}//${ownHost}`).host;
  } catch {
    return undefined;
  }
}

/**
 * The stored name an image URL points to, or `undefined` when it is not one of ours: a path
 * `/uploads/<name>`, or the same as an absolute URL on `ownHost` (the host the request came to).
 * Any other host is outside, whatever its path.
 */
export function storedNameOfUrl(url: string, ownHost: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  const ours = parsed.origin === RELATIVE_BASE || (ownHost !== '' && parsed.host === hostOf(parsed, ownHost));
  if (!ours || parsed.search !== '' || parsed.hash !== '') return undefined;
  if (!parsed.pathname.startsWith(UPLOADS_BASE_PATH)) return undefined;
  const name = parsed.pathname.slice(UPLOADS_BASE_PATH.length);
  return isStoredImageName(name) ? name : undefined;
}
