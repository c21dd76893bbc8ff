import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { listStores as listStoresEndpoint } from '../../../contract.js';
import { protectedRoute } from '../../../http/route.js';
import { listStores } from './store-repository.js';

export async function storeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // POST /business/store/list and /staff/store/list: the caller's own business only.
  protectedRoute(app, listStoresEndpoint, async ({ auth, body }) => {
    const { items, total } = await listStores(context.db, auth.businessId, body);
    return { data: { totalItems: items, totalCount: total } };
  });
}
