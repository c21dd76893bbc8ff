import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { manifestClosure } from '../../scripts/lib/chunk-graph.mjs';
import type { PrerenderedPage } from './src/prerender/index.tsx';

/**
 * The first paint of a web app without waiting for its JavaScript (docs/architecture.md, "First
 * paints"). After the browser build, builds `entry` for Node (Vite's SSR build, the same plugins,
 * so the class names match) and renders each page it exports (`pages: PrerenderedPage[]`) with
 * React's own server renderer into a copy of index.html: the screen's markup in #root, the
 * stylesheets and modules of its route and a preload of the font file (`font`) its text needs.
 * Every page, index.html too, gets the script that sets the remembered theme before the first
 * paint (ui's `themeScript`, which `entry` exports too).
 */
export function prerender({ entry, font }: { entry: string; font: RegExp }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'countertop-prerender',
    // Not in the Node build it starts itself, nor in a build that writes nothing (vite.route-chunks.ts).
    apply: (config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && config.build?.write !== false,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before other plugins' closeBundle: the member app's service worker precaches the pages
      // with their final content.
      sequential: true,
      order: 'pre',
      async handler() {
        const dist = config.build.outDir;
        const serverDir = join(config.root, 'node_modules', '.prerender');
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
        });
        const built: { pages: PrerenderedPage[]; themeScript: string } = await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        );
        const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const template = await readFile(join(dist, 'index.html'), 'utf8');
        const fontFile = (await readdir(join(dist, 'assets'))).find((file) => font.test(file));
        if (!fontFile) throw new Error(`no font file matching ${font} in ${dist}/assets`);
        const url = (file: string) => `${config.base}${file}`;
        const themeScript = `<script>${built.themeScript}</script>`;
        const withHead = (head: string[]) =>
          template.replace('</title>', `</title>\n    ${head.join('\n    ')}`);
        for (const page of built.pages) {
          const route = routeFiles(manifest, page.modules, template);
          const html = withHead([
            themeScript,
            // The font file is fetched with the screen's text, not after the scripts have run.
            `<link rel="preload" href="${url(`assets/${fontFile}`)}" as="font" type="font/woff2" crossorigin>`,
            ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
            ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`),
          ]).replace(
            '<div id="root"></div>',
            `<div id="root" data-prerender="${page.kind}">${await page.render()}</div>`,
          );
          await writeFile(join(dist, page.file), html);
        }
        // Without a page of its own, index.html paints once the app has run: a preload there would
        // only take bandwidth from the scripts that gate its first paint (docs/bench.md, "Issue 22:
        // first paints").
        if (!built.pages.some((page) => page.file === 'index.html')) {
          await writeFile(join(dist, 'index.html'), withHead([themeScript]));
        }
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}

/** The chunks and stylesheets `modules` load statically that index.html does not name already. */
function routeFiles(manifest: Manifest, modules: string[], template: string) {
  const { js, css } = manifestClosure(manifest, modules);
  const fresh = (files: Set<string>) => [...files].filter((file) => !template.includes(file));
  return { js: fresh(js), css: fresh(css) };
}
