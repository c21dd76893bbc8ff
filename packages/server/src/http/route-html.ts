import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the apps' builds (packages/app-kit/vite.route-preloads.ts) beside the manifest. */
const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** The only file names the map may give: a file under the build's routes/ folder, nothing else. */
const ROUTE_HTML = /^routes\/[a-z0-9-]+(\/[a-z0-9-]+)*\.html$/;

/**
 * Which HTML file of a built app answers a navigation to a path: the route's own copy of
 * index.html when the build wrote one for it (dist/routes/login.html for /login: the same page,
 * plus `<link rel="modulepreload">` and stylesheet links for the route's chunks, so a phone
 * fetches them beside the entry instead of after it has run), else index.html. The map is read
 * once from the build (paths as the browser asks for them, base included); the file name always
 * comes from that map, never from the URL, and only names under routes/ that exist are kept.
 */
export function routeHtml(appDir: string): (url: string) => string {
  const byPath = new Map<string, string>();
  const mapFile = join(appDir, ROUTE_PRELOADS_FILE);
  if (existsSync(mapFile)) {
    const { routes } = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      routes?: Record<string, { html?: unknown }>;
    };
    for (const [path, { html }] of Object.entries(routes ?? {})) {
      if (typeof html === 'string' && ROUTE_HTML.test(html) && existsSync(join(appDir, html))) {
        byPath.set(path, html);
      }
    }
  }
  return (url) => {
    const path = url.split('?')[0] ?? '';
    return byPath.get(path) ?? byPath.get(path.replace(/(.)\/$/, '$1')) ?? 'index.html';
  };
}
