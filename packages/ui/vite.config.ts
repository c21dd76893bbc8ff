import { existsSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Packages the consumer installs itself (every dependency and peer, read from package.json so the
 * list cannot drift): a bundled copy under dist/node_modules would duplicate React contexts and
 * state, or hand react-aria a second @internationalized/date whose dates it does not recognise.
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('@vanilla-extract/');

/**
 * Each module the barrel re-exports is an entry point of its own (`@countertop/ui/Button`, the
 * `./*` of package.json's exports): built as an entry, a folder's index.js is written even though
 * it only re-exports, which preserved modules alone would drop.
 */
const barrel = readFileSync(new URL('./src/index.ts', import.meta.url), 'utf8');
const modules = new Set([...barrel.matchAll(/ from '\.\/([^']+)';$/gm)].map((match) => match[1]!));
const moduleEntries = Object.fromEntries(
  [...modules].map((name) =>
    existsSync(new URL(`./src/${name}/index.ts`, import.meta.url))
      ? [`${name}/index`, `src/${name}/index.ts`]
      : [name, `src/${name}.ts`],
  ),
);

// Library build: ESM modules that mirror src/ (so importing one component pulls only its own
// modules), one dist/styles.css with every style, and no .d.ts (tsc -b writes those).
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({
      // Readable, prefixed class names in the published CSS: they never clash with the app's own.
      identifiers: ({ hash, debugId }) => (debugId ? `ct-${debugId}-${hash}` : `ct-${hash}`),
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', ...moduleEntries, contrast: 'src/contrast.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
