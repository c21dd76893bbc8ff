import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { listCustomerPurchases, returnPurchase, toDollars } from '../../../contract.js';
import { recordAudit } from '../../../domain/audit/audit-trail.js';
import { notFound } from '../../../domain/errors.js';
import { MEMBER_CODE } from '../../../domain/members/member-codes.js';
import { MEMBER_MESSAGES } from '../../../domain/members/messages.js';
import { RETURN_MESSAGES } from '../../../domain/returns/messages.js';
import { purchaseMemberCode, returnPurchase as returnOf } from '../../../domain/returns/purchase-return.js';
import { returnablePurchases } from '../../../domain/returns/returnable-purchases.js';
import { RefundRefusal } from '../../../domain/staff-limits/refund-attempt.js';
import { checkRefundLimits } from '../../../domain/staff-limits/refund-limits.js';
import { recordRefusedRefund } from '../../../domain/staff-limits/refused-refund.js';
import { auditOrigin } from '../../../http/audit.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';

/** Returning a purchase, and the purchases that can still be returned (docs/domain.md, "Returns"). */
export async function returnRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, alerts: watch } = context;

  // POST /{business,staff}/customer/purchases {customerId, offset, limit}: newest first, this business's only.
  protectedRoute(app, listCustomerPurchases, async ({ auth, body }) => {
    const page = MEMBER_CODE.test(body.customerId)
      ? await returnablePurchases(db, auth.businessId, {
          memberCode: body.customerId,
          offset: body.offset,
          limit: body.limit,
        })
      : undefined;
    if (!page) throw notFound(MEMBER_MESSAGES.notFound);
    return {
      totalItems: page.purchases.map((purchase) => ({
        rtId: purchase.rtId,
        createdAt: purchase.createdAt.toISOString(),
        billingAmount: toDollars(purchase.billingCents),
        returnableAmount: toDollars(purchase.returnableCents),
        storeName: purchase.storeName,
      })),
      totalCount: page.totalCount,
    };
  });

  // The body names the purchase, not the member: the member is read from it (another business's
  // purchase is the same 404 as an unknown one). No store is needed, as for a plain reward: an owner
  // returns from the back office too. Staff are held to their refund limits; a refused return is
  // recorded, with its alert, once its transaction has rolled back, as a refused refund is.
  moneyRoute(
    app,
    context,
    returnPurchase,
    {
      storeRequired: false,
      memberCode: (tx, businessId, body) => purchaseMemberCode(tx, businessId, body.rtId),
      afterRefusal: async (error, request) => {
        if (!(error instanceof RefundRefusal)) return;
        const raised = await recordRefusedRefund(db, auditOrigin(request), error.attempt, error.message);
        watch.notify(error.attempt.place.businessId, raised);
      },
    },
    async ({ writes, place, member, account, operator, business, body, request }) => {
      await checkRefundLimits(
        writes.tx,
        operator,
        {
          place,
          memberRowId: member.id,
          memberCode: member.memberId,
          amountCents: body.amount,
          timeZone: business.timeZone,
        },
        'return',
      );
      const returned = await returnOf(writes, place, member, account, {
        rtId: body.rtId,
        amountCents: body.amount,
      });
      await recordAudit(writes.tx, auditOrigin(request), place.at, {
        action: 'return',
        businessId: place.businessId,
        actorUserId: place.actorUserId,
        subject: returned.returnId,
        details: {
          customerId: member.memberId,
          rtId: returned.rtId,
          amountCents: returned.amountCents,
          walletCents: returned.walletCents,
          giftCardCents: returned.giftCardCents,
          giftCardToWalletCents: returned.giftCardToWalletCents,
          cashCents: returned.cashCents,
          pointsReversed: returned.pointsReversed,
          pointsShortfall: returned.pointsShortfall,
          stampsReversed: returned.stampsReversed,
          stampsShortfall: returned.stampsShortfall,
        },
      });
      return {
        message: RETURN_MESSAGES.returned,
        data: {
          rtId: returned.rtId,
          returnedAmount: toDollars(returned.amountCents),
          pointsReversed: returned.pointsReversed,
          walletReturned: toDollars(returned.walletCents),
          giftcardReturned: toDollars(returned.giftCardCents),
          giftcardToWallet: toDollars(returned.giftCardToWalletCents),
          cashReturned: toDollars(returned.cashCents),
          pointsShortfall: returned.pointsShortfall,
          stampsReversed: returned.stampsReversed,
          stampsShortfall: returned.stampsShortfall,
          returnableLeft: toDollars(returned.returnableLeftCents),
        },
      };
    },
  );
}
