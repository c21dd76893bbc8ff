import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  addAndPublishGiftCard,
  addGiftCard,
  deleteGiftCard,
  listGiftCards,
  publishGiftCard,
  sellGiftCard as sellEndpoint,
  updateGiftCard,
} from '../../../contract.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';
import { sellGiftCard } from './gift-card-sale.js';
import { addTemplate, deleteTemplate, listTemplates, publishTemplate, updateTemplate } from './templates.js';

export async function giftCardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // Owner-only template management (docs/product/management.md §7).
  protectedRoute(app, addGiftCard, ({ auth, body }) =>
    addTemplate(db, auth.businessId, body, clock.now(), false),
  );
  protectedRoute(app, addAndPublishGiftCard, ({ auth, body }) =>
    addTemplate(db, auth.businessId, body, clock.now(), true),
  );
  protectedRoute(app, updateGiftCard, ({ auth, body }) =>
    updateTemplate(db, auth.businessId, body.id, body, clock.now()),
  );
  protectedRoute(app, publishGiftCard, ({ auth, body }) =>
    publishTemplate(db, auth.businessId, body.id, clock.now()),
  );
  protectedRoute(app, deleteGiftCard, ({ auth, body }) =>
    deleteTemplate(db, auth.businessId, body.id, clock.now()),
  );

  protectedRoute(app, listGiftCards, ({ auth, body }) => listTemplates(db, auth.businessId, body));

  moneyRoute(app, context, sellEndpoint, { storeRequired: true }, ({ tx, place, member, body }) =>
    sellGiftCard(tx, place, member, body.cartItems[0].id),
  );
}
