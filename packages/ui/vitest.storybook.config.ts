import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every story is a test: it renders, runs its play function, then axe (failing on violations). */
const chromium = playwright({
  launchOptions: {
    // Debian's Chromium: test tools may not download browsers on this machine kind.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  },
  // Entering animations would leave overlays half transparent when the play function and axe
  // look at them (flaky visibility and false contrast failures); reduced motion makes them instant.
  contextOptions: { reducedMotion: 'reduce' },
});

/** One browser instance per theme, so every story (and axe's colour-contrast check) runs in both. */
const inTheme = (theme: 'dark' | 'light') => ({
  browser: 'chromium' as const,
  name: `storybook (${theme})`,
  provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { theme } },
});

export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
  test: {
    name: 'storybook',
    // MDX pages (Foundations) hold no stories: vitest would list each as a skipped file.
    exclude: ['**/*.mdx'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [inTheme('dark'), inTheme('light')],
    },
  },
});
