import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { zodWithoutEval } from '../api/vite.strict-csp.ts';
import { prerender } from '../app-kit/vite.prerender.ts';
import { routeChunks } from '../app-kit/vite.route-chunks.ts';
import { uiFromSource } from '../ui/vite.app-build.ts';

/** The member app lives under this path of the server (packages/server/src/http/static-member-app.ts). */
const base = '/member/';

// The API server of `npm start`; the dev server forwards to it so app and API share one origin.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8080';

export default mergeConfig(
  mergeConfig(uiFromSource(), zodWithoutEval()),
  defineConfig({
    base,
    plugins: [
      routeChunks({
        configFile: import.meta.url,
        signIn: 'src/app/routes/sign-in.tsx',
        shell: 'src/app/routes/protected-layout.tsx',
      }),
      react(),
      prerender({ entry: 'src/prerender.tsx', font: /^inter-latin-wght-normal-.*\.woff2$/ }),
      VitePWA({
        // A new build replaces the old shell on the next visit; nothing to ask the member about.
        registerType: 'autoUpdate',
        // Registered by the app once its first screen is done (main.tsx), not at the load event.
        injectRegister: false,
        scope: base,
        base,
        includeAssets: ['icon.svg'],
        manifest: {
          id: base,
          name: 'Countertop member pass',
          short_name: 'Countertop',
          description: 'Your member pass, balances and payment approvals at Countertop shops',
          lang: 'en-AU',
          start_url: base,
          scope: base,
          display: 'standalone',
          orientation: 'portrait',
          // The dark theme's page colour (ui tokens), the default theme.
          background_color: '#0b0b0d',
          theme_color: '#0f766e',
          icons: [
            { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        workbox: {
          // The app shell: every built file, so the pass opens without a network. API answers are
          // never cached: balances and approvals must always be live.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          navigateFallback: `${base}index.html`,
          navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        },
      }),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      proxy: {
        '/api': { target: apiServer, changeOrigin: false, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Which files each route loads: read by the bundle budgets (scripts/bundle-budget.mjs).
      manifest: true,
    },
  }),
);
