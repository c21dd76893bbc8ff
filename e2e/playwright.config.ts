import { defineConfig, devices } from '@playwright/test';
import { chromium } from './support/browser';
import { baseURL } from './support/run';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // The real server on a fresh embedded PostgreSQL per run, serving the built app, as `npm start` does.
  globalSetup: './global-setup.ts',
  // Hang catchers, not speed tests: the runner, two browsers, the server and its database share
  // two cores, often beside other work. A journey of several screens, each checked by axe in both
  // themes, took 134 s at a load average of 20, and one screen's chunks over 15 s. A timed wait
  // shorter than these failed CI (decision 50); speed is measured in bench/.
  timeout: 240_000,
  expect: { timeout: 30_000 },
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
    // A failed test keeps its trace with a DOM snapshot of every step, but no screencast: recording
    // the screencast for every test made the suite 40-60 % slower (decision 58).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // The run's one staff sign-in, whose session the staff tests start from (support/fixtures.ts).
    { name: 'staff sign-in', testMatch: 'staff-sign-in.setup.ts' },
    { name: 'chromium', dependencies: ['staff sign-in'] },
  ],
});
