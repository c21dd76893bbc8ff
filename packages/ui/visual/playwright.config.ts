import { defineConfig } from '@playwright/test';

const port = Number(process.env.VISUAL_PORT ?? 6106);

/**
 * Every story of storybook-static/index.json, rendered once and shown in each brand and theme: a
 * screenshot compared with the baseline in __screenshots__/<mode>/<story id>.png (`dark`,
 * `harbour-dark`, …), then axe. Primer's visual suite is the model.
 * `pnpm --filter @countertop/ui test:visual` (or `test:visual:update` to write new baselines).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: '../../../test-results/visual',
  // No platform suffix: the baselines are made with Debian's Chromium, as every machine here has.
  // `arg` is `<mode>/<story id>`: a folder per brand and theme (`dark`, `harbour-dark`, …).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../../test-results/visual.json' }],
  ],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing may differ in a few pixels between runs of the same Chromium; anything larger
      // (a colour, a border, a moved label) is a change.
      maxDiffPixels: 20,
      // Per-pixel colour tolerance (YIQ distance, 0–1). Playwright's default 0.2 let a subtle
      // dark-theme colour change pass against stale baselines; 0.1 still absorbs anti-aliasing.
      threshold: 0.1,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Debian's Chromium: test tools may not download browsers on this machine kind.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        // The same text rendering on every machine: no LCD subpixel colours, no hinting differences.
        '--disable-lcd-text',
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
      ],
    },
  },
  webServer: {
    command: 'node storybook.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    // Builds Storybook first when storybook-static is older than its sources.
    timeout: 300_000,
    stdout: 'pipe',
    env: { VISUAL_PORT: String(port) },
  },
});
