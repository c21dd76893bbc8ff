import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  addAndPublishGiftCard,
  addGiftCard,
  deleteGiftCard,
  listGiftCards,
  publishGiftCard,
  sellGiftCard as sellEndpoint,
  toDollars,
  updateGiftCard,
} from '../../../contract.js';
import type { AuditAction, Endpoint } from '../../../contract.js';
import type { Tx } from '../../../db/client.js';
import type { Auth } from '../../../domain/caller.js';
import { sellGiftCard } from '../../../domain/gift-cards/gift-card-sale.js';
import { GIFT_CARD_MESSAGES } from '../../../domain/gift-cards/messages.js';
import { checkMaySellGiftCards } from '../../../domain/staff-limits/gift-card-permission.js';
import { auditedChange } from '../../../http/audit.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute, type RouteContext } from '../../../http/route.js';
import {
  addTemplate,
  deleteTemplate,
  listTemplates,
  publishTemplate,
  updateTemplate,
  type TemplateAnswer,
} from './template-repository.js';

export async function giftCardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // Owner-only template management (docs/product/management.md §7); every change is audited in
  // its own transaction.
  const audited =
    <E extends Endpoint>(
      action: AuditAction,
      change: (tx: Tx, call: RouteContext<E, Auth>) => Promise<TemplateAnswer>,
    ) =>
    (call: RouteContext<E, Auth>) =>
      auditedChange(
        context,
        call,
        (tx) => change(tx, call),
        ({ data }) => ({ action, subject: data.id, details: { status: data.status } }),
      );
  protectedRoute(
    app,
    addGiftCard,
    audited('gift-card-template-added', (tx, { auth, body }) =>
      addTemplate(tx, auth.businessId, body, clock.now(), false),
    ),
  );
  protectedRoute(
    app,
    addAndPublishGiftCard,
    audited('gift-card-template-added', (tx, { auth, body }) =>
      addTemplate(tx, auth.businessId, body, clock.now(), true),
    ),
  );
  protectedRoute(
    app,
    updateGiftCard,
    audited('gift-card-template-updated', (tx, { auth, body }) =>
      updateTemplate(tx, auth.businessId, body.id, body, clock.now()),
    ),
  );
  protectedRoute(
    app,
    publishGiftCard,
    audited('gift-card-template-published', (tx, { auth, body }) =>
      publishTemplate(tx, auth.businessId, body.id, clock.now()),
    ),
  );
  protectedRoute(
    app,
    deleteGiftCard,
    audited('gift-card-template-deleted', (tx, { auth, body }) =>
      deleteTemplate(tx, auth.businessId, body.id, clock.now()),
    ),
  );

  protectedRoute(app, listGiftCards, ({ auth, body }) => listTemplates(db, auth.businessId, body));

  moneyRoute(
    app,
    context,
    sellEndpoint,
    { storeRequired: true },
    async ({ writes, place, member, account, operator, body }) => {
      checkMaySellGiftCards(operator);
      const sale = await sellGiftCard(writes, place, member, account, body.cartItems[0].id);
      return {
        message: GIFT_CARD_MESSAGES.sold,
        data: {
          giftCardId: sale.giftCardId,
          templateId: sale.templateId,
          faceValue: toDollars(sale.faceValueCents),
          pricePaid: toDollars(sale.pricePaidCents),
          expiresAt: sale.expiresAt?.toISOString() ?? null,
          gcBalance: toDollars(sale.giftCardBalanceCents),
        },
      };
    },
  );
}
