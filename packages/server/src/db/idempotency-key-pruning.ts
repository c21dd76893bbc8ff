import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { pruneIdempotencyKeys } from './idempotent-transaction.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps `idempotency_keys` to about a day of rows: prunes once the server is ready, then hourly
 * until it closes. Expired keys are free for reuse even before a prune (the claim takes them over).
 */
export function pruneIdempotencyKeysHourly(app: FastifyInstance, { db, clock, log }: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  const prune = async () => {
    try {
      const removed = await pruneIdempotencyKeys(db, clock.now());
      if (removed > 0) log.info(`Removed ${removed} idempotency keys past their retention`);
    } catch (error) {
      log.error({ err: error }, 'Pruning idempotency keys failed; trying again in an hour');
    }
  };
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
