import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Files share one jsdom and module cache (docs/testing.md); those that replace a module with
      // vi.mock are named *.isolated.test.* and run alone (vitest.isolated.config.ts).
      isolate: false,
      exclude: ['src/**/*.isolated.test.{ts,tsx}'],
      setupFiles: ['@countertop/app-kit/testing/setup'],
      restoreMocks: true,
      // jsdom with user-event typing is slow when every project shares a loaded 2-core CI machine;
      // a test is judged by its assertions, not by how fast the machine is at that moment.
      testTimeout: 90_000,
    },
  }),
);
