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
import { idempotentTransaction } from '../../../db/idempotent-transaction.js';
import { notFound } from '../../../http/http-error.js';
import { idempotencyGuard, markReplay } from '../../../http/idempotency-key.js';
import { protectedRoute } from '../../../http/route.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';
import { resolvePlace } from '../../../domain/places/resolve-place.js';
import { findMemberByCode } from '../../../domain/members/member-lookup.js';
import { sellGiftCard } from './gift-card-sale.js';
import {
  addTemplate,
  deleteTemplate,
  listTemplates,
  publishTemplate,
  updateTemplate,
} from './templates.js';

export async function giftCardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // Owner-only template management (spec part 2 §7).
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

  protectedRoute(app, sellEndpoint, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body);
    const member = await findMemberByCode(db, body.customerId);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    const [item] = body.cartItems;
    if (!item) throw new Error('the contract requires exactly one cart item');
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) => sellGiftCard(tx, place, member, item.id),
    );
    markReplay(reply, replayed);
    return result;
  });
}
