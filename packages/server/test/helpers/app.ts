import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { OtpDelivery } from '../../src/domain/sign-in/otp-delivery.js';

/** A clock the test moves by hand: expiry rules are tested by moving time, never by sleeping. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/** Keeps every code "sent", as a mailbox would; the tests read codes from here. */
export class RecordingDelivery implements OtpDelivery {
  readonly sent: { to: string; code: string; businessName: string }[] = [];

  async send(message: { to: string; code: string; businessName: string }): Promise<void> {
    this.sent.push(message);
  }

  lastCodeFor(email: string): string {
    const found = this.sent.filter((m) => m.to === email.toLowerCase()).at(-1);
    if (!found) throw new Error(`no code was sent to ${email}`);
    return found.code;
  }
}

/**
 * The configuration of a server with nothing set, plus overrides. Every test signs in from
 * 127.0.0.1 many times, so the rate limits are raised a thousandfold; the tests of the limits
 * themselves (test/http/rate-limits.test.ts) set rateLimitFactor: 1.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}, '/tmp'),
    appDir: '/nonexistent-app-dir',
    memberAppDir: '/nonexistent-member-app-dir',
    rateLimitFactor: 1000,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  delivery: RecordingDelivery;
}

export async function createTestApp(
  db: Database,
  config: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'chat'> = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const delivery = new RecordingDelivery();
  const app = await buildApp({ db, config: testConfig(config), clock, delivery, ...options });
  await app.ready();
  return { app, clock, delivery };
}
