import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import type { AlertWatch } from './domain/alerts/alert-watch.js';
import type { OtpDelivery } from './domain/sign-in/otp-delivery.js';
import type { Realtime } from './domain/realtime-port.js';
import type { RateLimiter } from './http/rate-limits/rate-limits.js';

/** What route modules get from buildApp: infrastructure in, no globals. */
export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  delivery: OtpDelivery;
  log: Logger;
  /** The rate-limit counters, for limits a route counts itself (failed code checks). */
  limits: RateLimiter;
  /** Pushes over the chat socket (a reward transaction's new status). */
  realtime: Realtime;
  /** The suspicious-activity rules over money operations, and the owner's e-mail of what they raise. */
  alerts: AlertWatch;
}

/** What the chat socket itself is built from. */
export type InfrastructureContext = Omit<AppContext, 'realtime' | 'alerts'>;
