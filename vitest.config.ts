import { defineConfig } from 'vitest/config';

// Each package declares its own projects (unit, server against PostgreSQL, Storybook in Chromium);
// `vitest run` at the root runs them all, `--project NAME` one of them.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on two cores, which left a
    // core 30-50 % idle while a server test waited on PostgreSQL (decision 58).
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.*.config.ts'],
  },
});
