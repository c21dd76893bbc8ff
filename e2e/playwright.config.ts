import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from './support/browser';
import { baseURL, port } from './support/server';

// The real server on a fresh embedded PostgreSQL per run, serving the built app, as `npm start` does.
const dataDir = mkdtempSync(join(tmpdir(), 'countertop-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // Two browsers, the server and its database share two cores; an axe pass alone can take 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../packages/server/dist/main.js',
    url: `${baseURL}/api/v2/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'test' },
  },
});
