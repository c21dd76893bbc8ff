import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { InlineSources } from './prerendered-pages.js';

/** react-aria's usePress inserts this <style> once per page (no click delay on double-tap zoom). */
export const REACT_ARIA_PRESS_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The only inline styles the apps insert, allowed by hash rather than allowing every inline style:
 * sonner (the toasts) appends a <style> with its fixed 15 kB of CSS when it loads, empty at first
 * and then filled; react-aria adds the one above. An upgrade that changes either fails
 * test/http/security-headers.test.ts, which reads them from the installed packages, and the e2e
 * check e2e/tests/security-headers.spec.ts.
 */
export const INLINE_STYLE_HASHES = [
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='", // sonner 2.0.8
  hashOf(''), // sonner's element before its text
  hashOf(REACT_ARIA_PRESS_STYLE),
];

/**
 * A strict Content-Security-Policy for the app and the member app: scripts, styles, fonts, the
 * service workers and the chat websocket all come from this origin (the apps are built bundles;
 * the one inline script, which sets the remembered theme before the first paint, is allowed by its
 * hash, and so are the few `style` attributes of the prerendered sign-in screens, each by its hash
 * with 'unsafe-hashes', which admits those exact values and no other: http/prerendered-pages.ts);
 * images also from data: and blob: URLs (the pass's QR code, previews of
 * an upload before it is sent); the camera's stream is a MediaStream, not a URL. Nothing may frame
 * the apps, plugins are off, and forms post only here.
 */
const directives = (inline: InlineSources) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inline.scripts],
  styleSrc: ["'self'", ...INLINE_STYLE_HASHES],
  ...(inline.styleAttributes.length > 0 && {
    styleSrcAttr: ["'unsafe-hashes'", ...inline.styleAttributes],
  }),
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every answer (API, apps, uploads): the CSP above, nosniff, no referrer,
 * X-Frame-Options DENY for browsers without frame-ancestors. HSTS only when the request came over
 * TLS (directly, or per X-Forwarded-Proto from a trusted proxy, see TRUST_PROXY): sent over plain
 * HTTP on localhost it would make the browser refuse `npm start` for a year.
 *
 * Helmet itself, its middleware made once: @fastify/helmet made it again on every request,
 * parsing the CSP each time: 7 % of /health's CPU samples (docs/bench.md).
 */
export function addSecurityHeaders(app: FastifyInstance, inline: InlineSources): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(inline) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    // The apps load nothing from other origins; nothing of ours is meant for another origin's pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Helmet only sets headers, and throws rather than pass an error on (helmet 8).
    setHeaders(request.raw, reply.raw, () => done());
  });
}
