import { relative } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Per URL path of an app (below its base: '/login', '/' for the base itself), the source modules
 * its screen loads lazily when opened from that URL (the router's `lazy()` imports), as the
 * build manifest names them: e.g. `src/app/routes/login.tsx`.
 */
export type RoutePreloads = Record<string, readonly string[]>;

/**
 * What the build writes beside the manifest (dist/.vite/route-preloads.json), for the server
 * (which HTML answers which path: packages/server/src/http/route-html.ts) and the bundle budgets
 * (scripts/lib/bundle-sizes.mjs, which modules each first load holds). Paths include the base.
 */
export interface RoutePreloadsFile {
  routes: Record<string, { html: string; modules: string[] }>;
}

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** dist/routes/login.html for '/login', dist/routes/index.html for '/'. */
function htmlFileOf(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '') || 'index';
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name))
    throw new Error(`routePreloads: ${path} is not a plain path`);
  return `routes/${name}.html`;
}

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/**
 * The HTML of a route announces the route's own files. Without it, a phone opening /dashboard
 * downloads and runs the entry before react-router's `lazy()` asks for the route's chunk, and only
 * then Vite's preload helper fetches the ~60 chunks that chunk imports: two round trips of
 * discovery after the entry. For each path of `routes` the build writes a copy of index.html
 * (dist/routes/<path>.html) that adds, after the entry's own tags, a
 * `<link rel="modulepreload">` for each chunk of the route modules' static closure (their
 * dynamic imports stay lazy) and a `<link rel="preload" as="style">` for each of their
 * stylesheets, so they download in parallel with the entry. Vite's preload helper finds the
 * modulepreloads by href and fetches nothing twice; for the styles it still adds the
 * `<link rel="stylesheet">` (served from the preload) and renders the route once they have loaded,
 * so nothing shifts. Not stylesheet links here: they would hold the first paint (the loading
 * spinner) until every route style arrived (measured: first contentful paint 0.8 s later on slow
 * 4G). The server answers a navigation to the path with that file
 * (packages/server/src/http/route-html.ts), every other path with index.html.
 */
export function routePreloads(routes: RoutePreloads): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'countertop:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('routePreloads: the build wrote no index.html');
      const indexHtml = String(index.source);
      const base = config.base;
      const chunksBySource = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (isChunk(output) && output.facadeModuleId) {
          chunksBySource.set(relative(config.root, output.facadeModuleId), output);
        }
      }
      // What index.html already loads: the entry, its static imports, its stylesheets.
      const inIndex = (file: string) => indexHtml.includes(`"${base}${file}"`);

      const written: RoutePreloadsFile = { routes: {} };
      for (const [path, modules] of Object.entries(routes)) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (isChunk(imported)) visit(imported);
          }
        };
        for (const module of modules) {
          const chunk = chunksBySource.get(module);
          if (!chunk) throw new Error(`routePreloads: ${module} (for ${path}) is not a chunk of the build`);
          visit(chunk);
        }
        const links = [
          ...[...js]
            .filter((file) => !inIndex(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...css]
            .filter((file) => !inIndex(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        if (!indexHtml.includes('</head>')) throw new Error('routePreloads: index.html has no </head>');
        const html = htmlFileOf(path);
        this.emitFile({
          type: 'asset',
          fileName: html,
          source: indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
        written.routes[`${base.replace(/\/$/, '')}${path}`] = { html, modules: [...modules] };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(written, null, 2)}\n`,
      });
    },
  };
}
