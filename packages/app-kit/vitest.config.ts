import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'app-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share one jsdom and module cache (docs/testing.md): none replaces a module of its own.
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
