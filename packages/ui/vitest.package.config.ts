import { defineProject } from 'vitest/config';

// The built package as a consumer sees it (consumer-test/): published files, a plain Vite app's
// bundle and its type-check. Runs in Node against dist/, so it needs `pnpm --filter @countertop/ui build`.
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['consumer-test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
