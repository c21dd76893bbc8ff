// Builds Storybook into <repo>/storybook-static unless the build there is newer than every file it
// is made from (packages/ui/src, .storybook, the ui manifest), then serves it on VISUAL_PORT.
// Playwright starts this as its web server; `--build-only` stops after the build.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');
const staticDir = join(repo, 'storybook-static');
const require = createRequire(join(repo, 'package.json'));
const inputs = [
  join(repo, 'packages/ui/src'),
  join(repo, '.storybook'),
  join(repo, 'packages/ui/package.json'),
];

const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
};

function buildIfStale() {
  const index = join(staticDir, 'index.json');
  const fresh = existsSync(index) && statSync(index).mtimeMs > Math.max(...inputs.map(newest));
  if (fresh && !process.env.VISUAL_REBUILD) {
    console.log('[visual] storybook-static is up to date');
    return;
  }
  console.log('[visual] building Storybook into storybook-static');
  const cli = join(dirname(require.resolve('storybook/package.json')), 'dist/bin/dispatcher.js');
  const result = spawnSync(process.execPath, [cli, 'build', '-c', '.storybook', '-o', staticDir, '--quiet'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error(`storybook build failed (${result.status ?? result.error})`);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve(port) {
  createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(staticDir, path));
    if (!file.startsWith(staticDir)) return res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      // Every story is a fresh page load: cached scripts (and V8's code cache) make that cheap.
      'cache-control': 'public, max-age=3600',
    });
    createReadStream(file).pipe(res);
  }).listen(port, '127.0.0.1', () => console.log(`[visual] serving storybook-static on ${port}`));
}

buildIfStale();
if (!process.argv.includes('--build-only')) serve(Number(process.env.VISUAL_PORT ?? 6106));
