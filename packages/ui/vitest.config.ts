import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component unit tests in jsdom. Storybook's browser tests are the `storybook` project
// (vitest.storybook.config.ts).
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom and one module cache for all files of a worker: set up afresh per file, jsdom and
    // the React Aria imports took nearly three times as long as the tests themselves on two cores
    // (docs/decisions.md, 51). src/test/setup.ts empties the page and storage after every test, so
    // no file sees another's page.
    isolate: false,
    // jsdom with user-event typing is slow when every project shares a loaded 2-core CI machine;
    // a test is judged by its assertions, not by how fast the machine is at that moment.
    testTimeout: 30_000,
  },
});
