import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters.js';

/** @fastify/rate-limit's store interface over our shared counters (the plugin constructs it). */
export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(key, timeWindow).then(
        ({ hits, resetsInMs }) => callback(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => callback(error),
      );
    }

    // Every limit's key starts with its own name (./limits.ts), so one store serves them all.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
