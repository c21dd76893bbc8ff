import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// A build as packages/app-kit/vite.route-preloads.ts leaves it: index.html, a copy of it per
// route with the route's preloads under routes/, and the map from path to file in .vite/.
let database: TestDatabase;
let root: string;
let built: FastifyInstance;

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const page = (title: string, links = '') =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<script type="module" crossorigin src="/assets/index-abc.js"></script>${links}</head><body></body></html>`;
const preloads = (route: string) =>
  `<link rel="modulepreload" crossorigin href="/assets/${route}-def.js">` +
  `<link rel="preload" as="style" crossorigin href="/assets/${route}-def.css">`;

async function writeBuild(dir: string, base: string, routes: Record<string, string>, extra: object = {}) {
  await mkdir(join(dir, 'routes'), { recursive: true });
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page(`${base} index`));
  const map: Record<string, { html: string; modules: string[] }> = {};
  for (const [path, name] of Object.entries(routes)) {
    const file = `routes/${name}.html`;
    await writeFile(join(dir, file), page(`${base} ${name}`, preloads(name)));
    map[path] = { html: file, modules: [`src/app/routes/${name}.tsx`] };
  }
  await writeFile(
    join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({ routes: { ...map, ...extra } }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'countertop-route-html-'));
  const appDir = join(root, 'app');
  const memberAppDir = join(root, 'member');
  await writeBuild(
    appDir,
    'back office',
    { '/login': 'login', '/dashboard': 'dashboard' },
    // Never served: a name outside routes/, and a file the build did not write.
    {
      '/escape': { html: '../secret.html', modules: [] },
      '/gone': { html: 'routes/gone.html', modules: [] },
    },
  );
  await writeFile(join(root, 'secret.html'), 'not part of the app');
  // As scripts/precompress.mjs leaves a build.
  const dashboard = page('back office dashboard', preloads('dashboard'));
  await writeFile(join(appDir, 'routes', 'dashboard.html.br'), brotliCompressSync(dashboard));
  await writeBuild(memberAppDir, 'member', { '/member/': 'index', '/member/sign-in': 'sign-in' });
  built = await buildApp({ db: database.db, config: testConfig({ appDir, memberAppDir }) });
});
afterAll(async () => {
  await built.close();
  await database.drop();
  await rm(root, { recursive: true, force: true });
});

describe("a route's own HTML", () => {
  it("answers /login and /dashboard with the page that preloads the route's files, revalidated and under the CSP", async () => {
    for (const name of ['login', 'dashboard']) {
      const res = await built.inject({ method: 'GET', url: `/${name}`, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain(`back office ${name}`);
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${name}-def.js">`);
      expect(res.body).toContain(
        `<link rel="preload" as="style" crossorigin href="/assets/${name}-def.css">`,
      );
    }
    const query = await built.inject({ method: 'GET', url: '/login/?next=%2Fdashboard', headers: html });
    expect(query.body).toContain('back office login');
  });

  it('sends its precompressed copy as index.html is sent', async () => {
    const res = await built.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('/assets/dashboard-def.js');
  });

  it('answers every other app path with index.html, and never a file the map names outside routes/', async () => {
    for (const url of ['/', '/customers', '/login/extra', '/escape', '/gone']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('back office index');
      expect(res.body).not.toContain('modulepreload');
    }
    const post = await built.inject({ method: 'POST', url: '/login', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it("answers the member app's home and sign-in with theirs, its other paths with its index.html", async () => {
    for (const [url, name] of [
      ['/member/', 'index'],
      ['/member/sign-in', 'sign-in'],
    ] as const) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain(`member ${name}`);
      expect(res.body).toContain(`href="/assets/${name}-def.js"`);
    }
    for (const url of ['/member/activity', '/member/no/such/page']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.body).toContain('member index');
      expect(res.body).not.toContain('modulepreload');
    }
    expect((await built.inject({ method: 'GET', url: '/member', headers: html })).headers.location).toBe(
      '/member/',
    );
    // The service worker's shell is still the plain index.html.
    expect((await built.inject({ method: 'GET', url: '/member/index.html' })).body).toContain('member index');
  });
});
