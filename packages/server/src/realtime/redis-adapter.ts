import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Logger } from '../logger.js';

/**
 * With REDIS_URL, socket.io's Redis adapter publishes every room delivery to the other instances,
 * so a message sent through one reaches sockets connected to any. Returns what closes the two
 * connections (one publishes, one subscribes, as the adapter needs).
 */
export async function useRedisAdapter(
  io: Server,
  redisUrl: string,
  log: Logger,
): Promise<() => Promise<void>> {
  const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error (chat delivery)'));
  }
  // Fail the start rather than run an instance that silently delivers to its own sockets only.
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
