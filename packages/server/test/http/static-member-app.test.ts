import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
let root: string;
let built: FastifyInstance;
let notBuilt: FastifyInstance;

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'countertop-member-'));
  const appDir = join(root, 'app');
  const memberAppDir = join(root, 'member');
  await mkdir(appDir);
  await mkdir(join(memberAppDir, 'assets'), { recursive: true });
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Back office</title>');
  await writeFile(join(memberAppDir, 'index.html'), '<!doctype html><title>Member app</title>');
  // The prerendered sign-in (packages/app-kit/vite.prerender.ts).
  await writeFile(join(memberAppDir, 'sign-in.html'), '<!doctype html><title>Member sign-in</title>');
  await writeFile(join(memberAppDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(memberAppDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(memberAppDir, 'manifest.webmanifest'), '{"scope":"/member/"}');
  await mkdir(join(memberAppDir, '.vite'));
  await writeFile(
    join(memberAppDir, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/main-abc123.js","isEntry":true}}',
  );
  built = await buildApp({ db: database.db, config: testConfig({ appDir, memberAppDir }) });
  notBuilt = await buildApp({
    db: database.db,
    config: testConfig({ appDir, memberAppDir: join(root, 'gone') }),
  });
});
afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await database.drop();
  await rm(root, { recursive: true, force: true });
});

describe('the built member app', () => {
  it('is served at /member/, and /member redirects there', async () => {
    const res = await built.inject({ method: 'GET', url: '/member/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Member app');
    const bare = await built.inject({ method: 'GET', url: '/member', headers: html });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/member/');
  });

  it('answers a navigation to its sign-in with the prerendered page', async () => {
    for (const url of ['/member/sign-in', '/member/sign-in?ref=ABC123']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Member sign-in');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers navigation to its routes with its own index.html, and the back office's with the back office", async () => {
    for (const url of ['/member/activity', '/member/gift-cards', '/member/no/such/page']) {
      const res = await built.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Member app');
    }
    const backOffice = await built.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(backOffice.body).toContain('Back office');
    expect((await built.inject({ method: 'GET', url: '/', headers: html })).body).toContain('Back office');
  });

  it('serves hashed assets as immutable, the service worker and manifest revalidated', async () => {
    const asset = await built.inject({ method: 'GET', url: '/member/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/member/sw.js', '/member/manifest.webmanifest']) {
      const res = await built.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file with a 404, not the app', async () => {
    const missing = await built.inject({ method: 'GET', url: '/member/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves nothing from its build’s dot-folder', async () => {
    for (const url of [
      '/member/.vite/manifest.json',
      '/member/%2Evite/manifest.json',
      '/member/assets/../.vite/manifest.json',
    ]) {
      const plain = await built.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(404);
      expect(plain.body).not.toContain('isEntry');
      const browser = await built.inject({ method: 'GET', url, headers: html });
      expect(browser.body, url).toContain('Member app');
    }
  });

  it('says when it is not built, while the back office still works', async () => {
    const res = await notBuilt.inject({ method: 'GET', url: '/member/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('member app is not built');
    expect((await notBuilt.inject({ method: 'GET', url: '/', headers: html })).body).toContain('Back office');
  });
});
