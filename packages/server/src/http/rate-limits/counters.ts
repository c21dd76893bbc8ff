import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';

/** One hit of a key whose window lasts `windowMs`. */
export interface Hit {
  key: string;
  windowMs: number;
}

export interface Count {
  hits: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetsInMs: number;
}

/**
 * Fixed-window counters that every server instance sees: in PostgreSQL by default, in Redis when
 * REDIS_URL is set. The request limits (./rate-limits.ts) and the failed-code limits count here.
 */
export interface Counters {
  /**
   * Counts one hit of each key (distinct keys) in one round trip; the first hit of a window starts
   * it. The counts come in the order of the hits.
   */
  hit(hits: readonly Hit[]): Promise<Count[]>;
  /** Takes one hit back (a code check that turned out right). */
  forgive(key: string): Promise<void>;
  /** Deletes the counters of ended windows (PostgreSQL; Redis expires its keys itself). */
  prune(): Promise<number>;
  close(): Promise<void>;
}

export function postgresCounters(db: Database, clock: Clock): Counters {
  return {
    async hit(hits) {
      const now = clock.now();
      // Sorted, so two requests upserting the same keys lock their rows in one order (no deadlock).
      const rows = hits
        .map(({ key, windowMs }) => ({ key, resets_at: new Date(now.getTime() + windowMs).toISOString() }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      // One statement, so concurrent hits on one key from several instances never lose a count.
      const result = await db.execute<{ key: string; hits: number; resets_at: Date | string }>(sql`
        insert into rate_limit_counters as c (key, hits, resets_at)
        select h.key, 1, h.resets_at
        from json_to_recordset(${JSON.stringify(rows)}::json) as h(key text, resets_at timestamptz)
        on conflict (key) do update set
          hits = case when c.resets_at <= ${now} then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= ${now} then excluded.resets_at else c.resets_at end
        returning key, hits, resets_at`);
      const byKey = new Map(result.rows.map((row) => [row.key, row]));
      return hits.map(({ key }) => {
        const row = byKey.get(key);
        if (!row) throw new Error(`rate limit counter upsert returned nothing for ${key}`);
        return { hits: row.hits, resetsInMs: new Date(row.resets_at).getTime() - now.getTime() };
      });
    },
    async forgive(key) {
      await db.execute(sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`);
    },
    async prune() {
      const result = await db.execute(sql`delete from rate_limit_counters where resets_at <= ${clock.now()}`);
      return result.rowCount ?? 0;
    },
    async close() {},
  };
}

// Per key: INCR, and start the window's expiry (ARGV, in the keys' order) on its first hit;
// answers each key's count and time left.
const HIT = `
local counts = {}
for i, key in ipairs(KEYS) do
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  counts[i] = {hits, redis.call('PTTL', key)}
end
return counts`;
const FORGIVE = `if redis.call('GET', KEYS[1]) then return redis.call('DECR', KEYS[1]) end return 0`;

export async function redisCounters(redisUrl: string, log: Logger): Promise<Counters> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    keyPrefix: 'countertop:rl:',
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error (rate limits)'));
  // Fail the start rather than run an instance whose limits are its own.
  await redis.connect();
  return {
    async hit(hits) {
      const keys = hits.map((h) => h.key);
      const windows = hits.map((h) => h.windowMs);
      const counts = (await redis.eval(HIT, keys.length, ...keys, ...windows)) as [number, number][];
      return counts.map(([count, ttl]) => ({ hits: count, resetsInMs: Math.max(0, ttl) }));
    },
    async forgive(key) {
      await redis.eval(FORGIVE, 1, key);
    },
    async prune() {
      return 0;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
