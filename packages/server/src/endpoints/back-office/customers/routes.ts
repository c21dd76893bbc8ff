import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  customerDetails,
  refundCustomer,
  searchCustomer,
  toDollars,
  type CustomerSummary,
} from '../../../contract.js';
import { notFound } from '../../../domain/errors.js';
import { findCustomer, type Customer } from '../../../domain/members/customer-summary.js';
import { MEMBER_CODE } from '../../../domain/members/member-codes.js';
import { memberLookup } from '../../../domain/members/member-lookup.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';
import { recordAudit } from '../../../domain/audit/audit-trail.js';
import { refundToWallet } from '../../../domain/refunds/refund-to-wallet.js';
import { RefundRefusal } from '../../../domain/staff-limits/refund-attempt.js';
import { checkRefundLimits } from '../../../domain/staff-limits/refund-limits.js';
import { recordRefusedRefund } from '../../../domain/staff-limits/refused-refund.js';
import { auditOrigin } from '../../../http/audit.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';

/** A found member on the wire: the domain's cents as dollars. */
function customerSummary(customer: Customer): CustomerSummary {
  return {
    name: customer.name,
    email: customer.email,
    memberId: customer.memberId,
    username: customer.username,
    walletBalance: toDollars(customer.walletBalanceCents),
    gcBalance: toDollars(customer.giftCardBalanceCents),
    pointsBalance: customer.pointsBalance,
    isSubscribed: customer.isSubscribed,
  };
}

export async function customerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock, alerts: watch } = context;

  // POST /{business,staff}/customer/search: one member by username or memberId, never a list.
  protectedRoute(app, searchCustomer, async ({ auth, body }) => {
    const customer = await findCustomer(db, auth.businessId, memberLookup(body.query), clock.now());
    if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
    return customerSummary(customer);
  });

  // POST /{business,staff}/customer/details {customerId}: the customer screen's fresh balances.
  protectedRoute(app, customerDetails, async ({ auth, body }) => {
    const customer = MEMBER_CODE.test(body.customerId)
      ? await findCustomer(db, auth.businessId, { memberId: body.customerId }, clock.now())
      : undefined;
    if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
    return customerSummary(customer);
  });

  // Audited in the refund's own transaction: the record and the money commit together. A refund
  // the staff limits refuse is recorded, with its alert, once that transaction has rolled back.
  moneyRoute(
    app,
    context,
    refundCustomer,
    {
      storeRequired: true,
      afterRefusal: async (error, request) => {
        if (!(error instanceof RefundRefusal)) return;
        const raised = await recordRefusedRefund(db, auditOrigin(request), error.attempt, error.message);
        watch.notify(error.attempt.place.businessId, raised);
      },
    },
    async (operation) => {
      const { writes, place, member, account, operator, business, body, request } = operation;
      await checkRefundLimits(writes.tx, operator, {
        place,
        memberRowId: member.id,
        memberCode: member.memberId,
        amountCents: body.refundAmount,
        timeZone: business.timeZone,
      });
      const refund = await refundToWallet(writes, place, member, account, body.refundAmount);
      await watch.refund(writes.tx, operation, { id: refund.refundId, amountCents: refund.amountCents });
      await recordAudit(writes.tx, auditOrigin(request), place.at, {
        action: 'refund',
        businessId: place.businessId,
        actorUserId: place.actorUserId,
        subject: refund.refundId,
        details: { customerId: member.memberId, amountCents: refund.amountCents },
      });
      return {
        message: CUSTOMER_MESSAGES.refunded,
        data: {
          refundId: refund.refundId,
          refundAmount: toDollars(refund.amountCents),
          walletBalance: toDollars(refund.walletBalanceCents),
        },
      };
    },
  );
}
