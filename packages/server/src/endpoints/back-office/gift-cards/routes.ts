import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import type { AuditAction } from '../../../contract.js';
import type { Auth } from '../../../domain/caller.js';
import { auditBackOffice } from '../../../http/audit.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';
import { sellGiftCard } from './gift-card-sale.js';
import { addTemplate, deleteTemplate, listTemplates, publishTemplate, updateTemplate } from './templates.js';

export async function giftCardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // Owner-only template management (docs/product/management.md §7); every change is audited.
  const audited =
    (action: AuditAction) =>
    async <T extends { data: { id: string; status: string } }>(
      { auth, request }: { auth: Auth; request: FastifyRequest },
      answer: T,
    ): Promise<T> => {
      await auditBackOffice(context, request, auth, {
        action,
        subject: answer.data.id,
        details: { status: answer.data.status },
      });
      return answer;
    };
  protectedRoute(app, addGiftCard, async (call) =>
    audited('gift-card-template-added')(
      call,
      await addTemplate(db, call.auth.businessId, call.body, clock.now(), false),
    ),
  );
  protectedRoute(app, addAndPublishGiftCard, async (call) =>
    audited('gift-card-template-added')(
      call,
      await addTemplate(db, call.auth.businessId, call.body, clock.now(), true),
    ),
  );
  protectedRoute(app, updateGiftCard, async (call) =>
    audited('gift-card-template-updated')(
      call,
      await updateTemplate(db, call.auth.businessId, call.body.id, call.body, clock.now()),
    ),
  );
  protectedRoute(app, publishGiftCard, async (call) =>
    audited('gift-card-template-published')(
      call,
      await publishTemplate(db, call.auth.businessId, call.body.id, clock.now()),
    ),
  );
  protectedRoute(app, deleteGiftCard, async (call) =>
    audited('gift-card-template-deleted')(
      call,
      await deleteTemplate(db, call.auth.businessId, call.body.id, clock.now()),
    ),
  );

  protectedRoute(app, listGiftCards, ({ auth, body }) => listTemplates(db, auth.businessId, body));

  moneyRoute(
    app,
    context,
    sellEndpoint,
    { storeRequired: true },
    ({ writes, place, member, account, body }) =>
      sellGiftCard(writes, place, member, account, body.cartItems[0].id),
  );
}
