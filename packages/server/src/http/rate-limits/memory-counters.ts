import type { Clock } from '../../clock.js';
import type { Counters } from './counters.js';

interface Window {
  hits: number;
  /** Milliseconds since the epoch at which the window ends. */
  resetsAt: number;
}

/** How often ended windows are swept: once a minute, the general cap's own window. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in this process's memory, for the limits every request meets
 * (./limits.ts, `LIMIT_SCOPES`): counting there costs no round trip, and each instance counts
 * only the requests it serves (docs/decisions.md 49). Ended windows are swept on the first hit a
 * minute after the last sweep, so the map holds only the keys hit in the last window or two,
 * without a timer of its own; the hourly housekeeping prunes too.
 */
export function memoryCounters(clock: Clock): Counters {
  const windows = new Map<string, Window>();
  let nextSweepAt = clock.now().getTime() + SWEEP_EVERY_MS;

  const sweep = (now: number) => {
    let removed = 0;
    for (const [key, window] of windows) {
      if (window.resetsAt > now) continue;
      windows.delete(key);
      removed++;
    }
    nextSweepAt = now + SWEEP_EVERY_MS;
    return removed;
  };

  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      if (now >= nextSweepAt) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { hits: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits++;
      return { hits: window.hits, resetsInMs: window.resetsAt - now };
    },
    async forgive(key) {
      const window = windows.get(key);
      if (window && window.hits > 0) window.hits--;
    },
    async prune() {
      return sweep(clock.now().getTime());
    },
    async close() {
      windows.clear();
    },
  };
}
