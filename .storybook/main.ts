import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

/** The ui package: the Vite root, because React and the other runtime deps are installed there. */
const uiRoot = fileURLToPath(new URL('../packages/ui', import.meta.url));

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : ([] as T[]).concat(value);

const config: StorybookConfig = {
  // MDX: docs pages of their own (Foundations); every component's page is its autodocs page.
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // pnpm installs React in packages/ui, not at the workspace root: with the root as Vite's root,
    // the dependency optimiser cannot find React and serves its CommonJS files raw to the browser.
    root: uiRoot,
    // …and resolved from there for files outside it too (this folder), as one copy.
    resolve: { ...viteConfig.resolve, dedupe: ['react', 'react-dom'] },
    // The ui package's styles are vanilla-extract files, compiled by its Vite plugin here too.
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Dependencies found mid-run make Vite re-optimise and reload, and a cold test run fails to
      // import: scan every story up front, and pre-bundle what the scan cannot see.
      entries: [...toArray(viteConfig.optimizeDeps?.entries), 'src/**/*.stories.tsx'],
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@storybook/react-dom-shim',
        'react-aria-components',
        'lucide-react',
        'sonner',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/css/fileScope',
        'storybook/actions',
        // The Scanner imports it on demand, so Vite's start-up scan cannot find it.
        'html5-qrcode',
      ],
    },
  }),
};

export default config;
