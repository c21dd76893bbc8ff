import { defineConfig } from 'vitest/config';

// Each package declares its own projects (unit, server against PostgreSQL, Storybook in Chromium);
// `vitest run` at the root runs them all, `--project NAME` one of them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.*.config.ts'],
  },
});
