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
import { findMemberSummary, type MemberSummary } from '../../../domain/members/member-summary.js';
import { memberTierOf } from '../../../domain/tiers/member-tier.js';
import { MEMBER_CODE } from '../../../domain/members/member-codes.js';
import { memberLookup } from '../../../domain/members/member-lookup.js';
import { MEMBER_MESSAGES } from '../../../domain/members/messages.js';
import { recordAudit } from '../../../domain/audit/audit-trail.js';
import { refundToWallet } from '../../../domain/refunds/refund-to-wallet.js';
import { RefundRefusal } from '../../../domain/staff-limits/refund-attempt.js';
import { checkRefundLimits } from '../../../domain/staff-limits/refund-limits.js';
import { recordRefusedRefund } from '../../../domain/staff-limits/refused-refund.js';
import { auditOrigin } from '../../../http/audit.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';

/** A found member on the wire: the domain's cents as dollars. */
function summaryAnswer(member: MemberSummary): CustomerSummary {
  return {
    name: member.name,
    email: member.email,
    memberId: member.memberId,
    username: member.username,
    walletBalance: toDollars(member.walletBalanceCents),
    gcBalance: toDollars(member.giftCardBalanceCents),
    pointsBalance: member.pointsBalance,
    rewardType: member.rewardType,
    stampsBalance: member.stampsBalance,
    stampsPerReward: member.stampsPerReward,
    tier: memberTierOf(member.tier),
    isSubscribed: member.isSubscribed,
  };
}

export async function memberRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock, alerts: watch } = context;

  // POST /{business,staff}/customer/search: one member by username or memberId, never a list.
  protectedRoute(app, searchCustomer, async ({ auth, body }) => {
    const found = await findMemberSummary(db, auth.businessId, memberLookup(body.query), clock.now());
    if (!found) throw notFound(MEMBER_MESSAGES.notFound);
    return summaryAnswer(found);
  });

  // POST /{business,staff}/customer/details {customerId}: the member's fresh balances on the desk's screen.
  protectedRoute(app, customerDetails, async ({ auth, body }) => {
    const found = MEMBER_CODE.test(body.customerId)
      ? await findMemberSummary(db, auth.businessId, { memberId: body.customerId }, clock.now())
      : undefined;
    if (!found) throw notFound(MEMBER_MESSAGES.notFound);
    return summaryAnswer(found);
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
        message: MEMBER_MESSAGES.refunded,
        data: {
          refundId: refund.refundId,
          refundAmount: toDollars(refund.amountCents),
          walletBalance: toDollars(refund.walletBalanceCents),
        },
      };
    },
  );
}
