import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
let appDir: string;
let built: FastifyInstance;
let notBuilt: FastifyInstance;

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const MANIFEST = '{"index.html":{"file":"assets/main-abc123.js","isEntry":true}}';
const bigScript = `export const rows = [${'"a row of the table",'.repeat(500)}];`;
// As the build's prerender leaves a page (packages/app-kit/vite.prerender.ts): the theme script
// in <head>, the screen's markup with a visually hidden input's style attribute.
const themeScript =
  'document.documentElement.classList.add(localStorage.getItem("theme")<"m"?"dark":"light")';
const hiddenStyle = 'position:absolute;width:1px';
const loginPage = `<!doctype html><head><script>${themeScript}</script></head><div id="root" data-prerender="signed-out"><h1>Sign in</h1><span style="${hiddenStyle}"></span></div>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  database = await createTestDatabase();
  appDir = await mkdtemp(join(tmpdir(), 'countertop-app-'));
  await mkdir(join(appDir, 'assets'));
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Countertop app</title>');
  await writeFile(join(appDir, 'login.html'), loginPage);
  await writeFile(join(appDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // As Vite leaves a build: its manifest (read by scripts/bundle-budget.mjs) in a dot-folder.
  await mkdir(join(appDir, '.vite'));
  await writeFile(join(appDir, '.vite', 'manifest.json'), MANIFEST);
  await writeFile(join(appDir, '.env'), 'SECRET=1');
  // As scripts/precompress.mjs leaves a build: each file beside its brotli and gzip copies.
  await writeFile(join(appDir, 'assets', 'app-def456.js'), bigScript);
  await writeFile(join(appDir, 'assets', 'app-def456.js.br'), brotliCompressSync(bigScript));
  await writeFile(join(appDir, 'assets', 'app-def456.js.gz'), gzipSync(bigScript));
  built = await buildApp({ db: database.db, config: testConfig({ appDir }) });
  notBuilt = await buildApp({ db: database.db, config: testConfig({ appDir: join(appDir, 'missing') }) });
});
afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await database.drop();
  await rm(appDir, { recursive: true, force: true });
});

describe('the built app', () => {
  it('is served at /', async () => {
    const res = await built.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Countertop app');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers browser navigation to any app route with index.html (the router draws the page)', async () => {
    for (const url of ['/dashboard', '/stores/add', '/no/such/place']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Countertop app');
    }
  });

  it('answers a navigation to a prerendered screen with its page, revalidated', async () => {
    for (const url of ['/login', '/login?ref=ABC123']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Sign in</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("allows exactly the pages' inline script and style attributes by hash", async () => {
    const csp = String(
      (await built.inject({ method: 'GET', url: '/login', headers: html })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain(`script-src 'self' ${sha256(themeScript)};`);
    expect(csp).toContain(`style-src-attr 'unsafe-hashes' ${sha256(hiddenStyle)}`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await built.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/app-def456.js';
    const brotli = await built.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses a JSON answer above 1 KB, and leaves a small one as it is', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const openApi = await built.inject({ method: 'GET', url: '/api/v2/openapi.json', headers: gzip });
    expect(openApi.statusCode).toBe(200);
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openApi.rawPayload).toString())).toHaveProperty('paths');
    const health = await built.inject({ method: 'GET', url: '/api/v2/health', headers: gzip });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('does not answer a missing file or a non-HTML request with the app', async () => {
    const missing = await built.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    const post = await built.inject({ method: 'POST', url: '/dashboard', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves no dot-folder or dot-file of the build, however the path is written', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2E%2E/.vite/manifest.json',
      '/.env',
    ]) {
      for (const headers of [{}, html]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await built.inject({ method, url, headers });
          expect(res.body, `${method} ${url}`).not.toContain('isEntry');
          expect(res.body).not.toContain('SECRET');
          // A browser's navigation gets the app (its router draws 'Page Not Found'); anything else a 404.
          if (headers === html) expect(res.headers['content-type'], url).toContain('text/html');
          else expect(res.statusCode, url).toBe(404);
        }
      }
    }
  });

  it('never answers /api or /uploads with the app', async () => {
    const api = await built.inject({ method: 'GET', url: '/api/v2/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'This API endpoint does not exist.' });
    const upload = await built.inject({ method: 'GET', url: '/uploads/missing.png', headers: html });
    expect(upload.statusCode).toBe(404);
    expect(upload.headers['content-type']).toContain('application/json');
  });
});

describe('without a built app', () => {
  it('still serves the API, and / says the app is not built', async () => {
    const health = await notBuilt.inject({ method: 'GET', url: '/api/v2/health' });
    expect(health.statusCode).toBe(200);
    const root = await notBuilt.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('the web app is not built');
  });
});
