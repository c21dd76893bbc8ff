/**
 * Where the server reads the time. Expiry rules (OTP codes, sessions, send limits) compare against
 * this instead of `Date.now()` or the database's `now()`, so tests move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
