import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not merged with vite.config.ts: the service worker plugin has nothing to do in jsdom.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'member',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share one jsdom and module cache (docs/testing.md); those that replace a module with
    // vi.mock are named *.isolated.test.* and run alone (vitest.isolated.config.ts).
    isolate: false,
    exclude: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['@countertop/app-kit/testing/setup'],
    restoreMocks: true,
    // jsdom with user-event typing is slow on a loaded 2-core machine; judged by assertions, not speed.
    testTimeout: 90_000,
  },
});
