import type { ViteUserConfig } from 'vitest/config';

/**
 * The twin of a jsdom project that runs with `isolate: false`: its test files that replace a module
 * with vi.mock (named *.isolated.test.*), each in a module cache of its own, since in the shared
 * cache a mock would reach the files that run after it (docs/testing.md).
 */
export function isolatedTwin(unit: ViteUserConfig): ViteUserConfig {
  return {
    ...unit,
    test: {
      ...unit.test,
      name: `${String(unit.test?.name)}-isolated`,
      isolate: true,
      include: ['src/**/*.isolated.test.{ts,tsx}'],
      exclude: [],
    },
  };
}
