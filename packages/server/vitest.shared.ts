import type { ViteUserConfig } from 'vitest/config';

/**
 * The server's integration tests run twice, against two real PostgreSQL servers: an embedded one
 * (always) and the machine's own (when it answers). Everything but the database is shared.
 */
export const serverTestOptions = {
  include: ['test/**/*.test.ts'],
  environment: 'node',
  // A hang catcher, not a speed test: the authorisation matrix took 20 s and sign-in's lock-out
  // checks 18 s beside a second full run on two cores (quiet: 5-8 s). bench/ measures speed.
  testTimeout: 90_000,
  // Every file builds its own app on its own database and nothing is mocked, so files can share a
  // worker's module cache: importing Fastify, Drizzle and zod once per worker instead of once per
  // file saves most of the suite's CPU on a 2-core machine.
  isolate: false,
  hookTimeout: 60_000,
} satisfies NonNullable<ViteUserConfig['test']>;
