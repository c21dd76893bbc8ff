import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * How the workspace's web apps (the back office, the member app) build `@countertop/ui`: from its
 * source (the `source` condition of its exports), with vanilla-extract in the app's own build.
 * The Inter font is then a file of its own instead of inlined in the stylesheet, and each component
 * is a module of the app's graph, which app-kit's vite.route-chunks.ts groups by route. Published consumers keep dist/ and styles.css. Unit tests (vitest, jsdom) keep the
 * built package: styles mean nothing there. The build's prerender (the app's Node build,
 * app-kit's vite.prerender.ts) takes the source too, so its class names are the browser's.
 */
export function uiFromSource(): UserConfig {
  if (process.env.VITEST) return {};
  return {
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  };
}
