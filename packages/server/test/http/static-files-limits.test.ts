import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/rate-limits/limits.js';
import { RATE_LIMIT_MESSAGES } from '../../src/http/rate-limits/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';

// Both apps built as Vite leaves them, in a folder of this file's own.
const root = mkdtempSync(join(tmpdir(), 'countertop-limits-'));
const appDir = join(root, 'app');
const memberAppDir = join(root, 'member');
for (const dir of [appDir, memberAppDir]) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Countertop</title>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'main-abc123.css'), 'body{margin:0}');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A hundredth of the production limits: the general cap is 12 requests a minute here.
const factor = 0.01;
const t = setUpTestApp({ rateLimitFactor: factor, appDir, memberAppDir });
const cap = Math.round(LIMITS.general.max * factor);

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function get(url: string, address: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: address, headers });
}

/** What a cold load of each app asks for besides the API: its page, its files, a deep link. */
const PAGE_LOAD: [string, Record<string, string>][] = [
  ['/', html],
  ['/assets/main-abc123.js', {}],
  ['/assets/main-abc123.css', {}],
  ['/dashboard', html],
  ['/member/', html],
  ['/member/assets/main-abc123.js', {}],
  ['/member/activity', html],
  ['/no/such/page', html],
];

describe('the general per-address limit and static files', () => {
  it('does not count the apps’ files and page fallbacks: tablets behind one address load freely', async () => {
    const address = '10.30.0.1';
    for (let load = 0; load < cap; load++) {
      for (const [url, headers] of PAGE_LOAD) {
        const res = await get(url, address, headers);
        expect(res.statusCode, `${url} on load ${load + 1}`).toBe(200);
      }
    }
    // The API's allowance is whole after 96 files.
    for (let i = 0; i < cap; i++) expect((await get(`${API}/health`, address)).statusCode).toBe(200);
    const refused = await get(`${API}/health`, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_LIMIT_MESSAGES.general('60 seconds') });
    // The router decodes %61 to "a": written so, the path is still the API's and still counted.
    expect((await get('/%61pi/v2/health', address)).statusCode).toBe(429);
    // The apps still load for that address.
    expect((await get('/assets/main-abc123.js', address)).statusCode).toBe(200);
  });

  it('counts uploaded images, each a read from the database, with the API', async () => {
    const address = '10.30.0.2';
    const image = '/uploads/00000000-0000-4000-8000-000000000000.png';
    for (let i = 0; i < cap; i++) expect((await get(image, address)).statusCode).toBe(404);
    expect((await get(image, address)).statusCode).toBe(429);
    expect((await get(`${API}/health`, address)).statusCode).toBe(429);
  });
});
