import { defineProject } from 'vitest/config';

// The release as a consumer gets it (consumer-test/): @countertop/ui and @countertop/api published
// to a local registry, installed into a brand app outside the workspace, built with plain Vite and
// opened in Chromium. Runs in Node against dist/, so it needs `pnpm build` first.
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['consumer-test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
