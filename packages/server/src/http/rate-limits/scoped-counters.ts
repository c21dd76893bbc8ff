import type { Counters } from './counters.js';
import { scopeOfKey, type LimitScope } from './limits.js';

/**
 * One `Counters` over a store per scope: each hit goes to the store of its limit's scope, read
 * from the key (every key starts with its limit's name). @fastify/rate-limit's store, the chat
 * socket and the failed-code checks all count through it, so an address's general count is the
 * same whichever of them counted it. Pruning and closing reach each distinct store once.
 */
export function scopedCounters(stores: Record<LimitScope, Counters>): Counters {
  const distinct = [...new Set(Object.values(stores))];
  return {
    hit: (key, windowMs) => stores[scopeOfKey(key)].hit(key, windowMs),
    forgive: (key) => stores[scopeOfKey(key)].forgive(key),
    async prune() {
      let removed = 0;
      for (const store of distinct) removed += await store.prune();
      return removed;
    },
    async close() {
      await Promise.all(distinct.map((store) => store.close()));
    },
  };
}
