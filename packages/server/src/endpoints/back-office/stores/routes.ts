import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addStore, listStores as listStoresEndpoint, updateStore } from '../../../contract.js';
import { protectedRoute } from '../../../http/route.js';
import { STORE_MESSAGES } from './messages.js';
import { changeStore, createStore, listStores } from './store-repository.js';

export async function storeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;

  // POST /business/store/list and /staff/store/list: the caller's own business only.
  protectedRoute(app, listStoresEndpoint, async ({ auth, body }) => {
    const { items, total } = await listStores(db, auth.businessId, body);
    return { data: { totalItems: items, totalCount: total } };
  });

  // Owners only (docs/product/management.md §6).
  protectedRoute(app, addStore, async ({ auth, body }) => ({
    message: STORE_MESSAGES.added,
    data: await createStore(db, auth.businessId, body),
  }));

  protectedRoute(app, updateStore, async ({ auth, body }) => ({
    message: STORE_MESSAGES.updated,
    data: await changeStore(db, auth.businessId, body),
  }));
}
