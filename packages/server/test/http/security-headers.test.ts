import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_HASHES, REACT_ARIA_PRESS_STYLE } from '../../src/http/security-headers.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { createTestApp } from '../helpers/app.js';
import { API } from '../helpers/flows.js';

const t = setUpTestApp();

describe('security headers', () => {
  it('sends a strict CSP, nosniff, no referrer and no framing on API answers and pages alike', async () => {
    for (const url of [`${API}/health`, '/', '/member/', '/uploads/unknown.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      // 'self' and, when the apps are built, the hash of their one inline script (static-app.test.ts).
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends HSTS only for requests that came over TLS (as a trusted proxy says)', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: `${API}/health`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp(t.db, { trustProxy: true });
    try {
      const tls = await proxied.app.inject({
        method: 'GET',
        url: `${API}/health`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ method: 'GET', url: `${API}/health` });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.app.close();
    }
  });

  // Both libraries are the apps' (through @countertop/ui): read from where the ui package finds them.
  const fromUi = createRequire(new URL('../../../ui/package.json', import.meta.url));

  it("allows exactly the installed sonner's inserted stylesheet by hash", async () => {
    const source = await readFile(fromUi.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    expect(INLINE_STYLE_HASHES).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it("matches the style react-aria's usePress inserts", async () => {
    const fromComponents = createRequire(fromUi.resolve('react-aria-components'));
    const entry = fromComponents
      .resolve('react-aria')
      .replace(/dist\/.*$/, 'dist/private/interactions/usePress.mjs');
    const source = await readFile(entry, 'utf8');
    expect(source).toContain("PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable'");
    expect(source).toContain(
      '@layer {\n  [${$d27d541f9569d26d$var$PRESSABLE_ATTRIBUTE}] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
    );
    expect(REACT_ARIA_PRESS_STYLE).toContain('touch-action: pan-x pan-y pinch-zoom;');
  });
});

describe('time-outs', () => {
  it('gives a client 15 s for its headers, 30 s for its request, and closes connections idle for 75 s', () => {
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.timeout).toBe(75_000);
  });
});
