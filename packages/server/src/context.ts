import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import type { OtpDelivery } from './domain/sign-in/otp-delivery.js';

/** What route modules get from buildApp: infrastructure in, no globals. */
export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  delivery: OtpDelivery;
  log: Logger;
}
