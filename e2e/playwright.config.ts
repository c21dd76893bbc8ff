import { defineConfig, devices } from '@playwright/test';
import { chromium } from './support/browser';
import { baseURL } from './support/run';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // The real server on a fresh embedded PostgreSQL per run, serving the built app, as `npm start` does.
  globalSetup: './global-setup.ts',
  // Two browsers, the server and its database share two cores; an axe pass alone can take 7 s,
  // and a screen's first chunks took over 7 s to arrive beside a second full run.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // The run's one staff sign-in, whose session the staff tests start from (support/fixtures.ts).
    { name: 'staff sign-in', testMatch: 'staff-sign-in.setup.ts' },
    { name: 'chromium', dependencies: ['staff sign-in'] },
  ],
});
