import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './vitest.shared.js';

const embedded = {
  ...serverTestOptions,
  name: 'server-embedded',
  globalSetup: ['test/setup/embedded-postgres.ts'],
};

// Run here (`vitest run` in packages/server), `projects` runs both databases. The root config
// lists this file and vitest.pg.config.ts as projects of its own, and Vitest 4 ignores a listed
// file's `projects`, so the top-level options below make this file the embedded project there.
export default defineConfig({
  test: {
    ...embedded,
    projects: [{ test: embedded }, './vitest.pg.config.ts'],
  },
});
