import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';

export interface Count {
  hits: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetsInMs: number;
}

/**
 * Fixed-window counters. The rate limits (@fastify/rate-limit through ./store.ts), the chat
 * socket's and the failed-code limits count through them, each limit in the store of its scope
 * (./limits.ts, ./scoped-counters.ts): shared ones in PostgreSQL by default or in Redis when
 * REDIS_URL is set (below), the general cap in memory (./memory-counters.ts) or in that Redis.
 */
export interface Counters {
  /** Counts one hit; the first hit of a window starts it. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Takes one hit back (a code check that turned out right). */
  forgive(key: string): Promise<void>;
  /** Deletes the counters of ended windows (PostgreSQL, memory; Redis expires its keys itself). */
  prune(): Promise<number>;
  close(): Promise<void>;
}

export function postgresCounters(db: Database, clock: Clock): Counters {
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const resetsAt = new Date(now.getTime() + windowMs);
      // One statement, so concurrent hits on one key from several instances never lose a count.
      const result = await db.execute<{ hits: number; resets_at: Date | string }>(sql`
        insert into rate_limit_counters as c (key, hits, resets_at) values (${key}, 1, ${resetsAt})
        on conflict (key) do update set
          hits = case when c.resets_at <= ${now} then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= ${now} then excluded.resets_at else c.resets_at end
        returning hits, resets_at`);
      const row = result.rows[0];
      if (!row) throw new Error('rate limit counter upsert returned nothing');
      return { hits: row.hits, resetsInMs: new Date(row.resets_at).getTime() - now.getTime() };
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

// INCR, and start the window's expiry on its first hit; answers the count and the time left.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}`;
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
    async hit(key, windowMs) {
      const [hits, ttl] = (await redis.eval(HIT, 1, key, windowMs)) as [number, number];
      return { hits, resetsInMs: Math.max(0, ttl) };
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
