import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { customerDetails, refundCustomer, searchCustomer } from '../../../contract.js';
import { idempotentTransaction } from '../../../db/idempotent-transaction.js';
import { notFound } from '../../../http/http-error.js';
import { idempotencyGuard, markReplay } from '../../../http/idempotency-key.js';
import { protectedRoute } from '../../../http/route.js';
import { resolvePlace } from '../../../domain/places/resolve-place.js';
import { findMemberByCode, findMemberByQuery } from '../../../domain/members/member-lookup.js';
import { customerSummary } from '../../../domain/members/customer-summary.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';
import { refundToWallet } from './refund-to-wallet.js';

export async function customerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // POST /{business,staff}/customer/search: one member by username or memberId, never a list.
  protectedRoute(app, searchCustomer, async ({ auth, body }) => {
    const member = await findMemberByQuery(db, body.query);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    return customerSummary(db, auth.businessId, member, clock.now());
  });

  // POST /{business,staff}/customer/details {customerId}: the customer screen's fresh balances.
  protectedRoute(app, customerDetails, async ({ auth, body }) => {
    const member = await findMemberByCode(db, body.customerId);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    return customerSummary(db, auth.businessId, member, clock.now());
  });

  protectedRoute(app, refundCustomer, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body);
    const member = await findMemberByCode(db, body.customerId);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) => refundToWallet(tx, place, member, body.refundAmount),
    );
    markReplay(reply, replayed);
    return result;
  });
}
