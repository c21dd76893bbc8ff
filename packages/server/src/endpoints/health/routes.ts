import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { health } from '../../contract.js';
import { unavailable } from '../../domain/errors.js';
import { publicRoute } from '../../http/route.js';
import { pingDatabase } from './health-repository.js';
import { recentPing } from './recent-ping.js';

export async function healthRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Load balancers and the e2e launcher wait on this: it answers only when the database does.
  const ping = recentPing(() => pingDatabase(context.db));
  publicRoute(app, health, async () => {
    try {
      await ping();
    } catch {
      throw unavailable('The database is not reachable.');
    }
    return { status: 'ok' as const };
  });
}
