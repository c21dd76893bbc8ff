import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { zodWithoutEval } from '../api/vite.strict-csp.ts';
import { prerender } from '../app-kit/vite.prerender.ts';
import { routeChunks } from '../app-kit/vite.route-chunks.ts';
import { uiFromSource } from '../ui/vite.app-build.ts';

// The API server of `npm start` (packages/server); the dev server forwards to it so the app and
// the API share one origin, as they do in production.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8080';

export default mergeConfig(
  mergeConfig(uiFromSource(), zodWithoutEval()),
  defineConfig({
    plugins: [
      routeChunks({
        configFile: import.meta.url,
        signIn: 'src/app/routes/login.tsx',
        shell: 'src/app/routes/app/protected-layout.tsx',
      }),
      react(),
      prerender({ entry: 'src/prerender.tsx', font: /^inter-latin-wght-normal-.*\.woff2$/ }),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      proxy: {
        '/api': { target: apiServer, changeOrigin: false, ws: true },
        '/uploads': { target: apiServer, changeOrigin: false },
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
