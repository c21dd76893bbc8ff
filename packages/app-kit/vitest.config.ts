import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'app-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
