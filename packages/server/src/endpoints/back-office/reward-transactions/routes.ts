import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  addRewardTransaction,
  deleteRewardTransaction as deleteEndpoint,
  getRewardTransactionStatus,
  listRewardTransactions as listEndpoint,
  rewardCustomer,
  subscriptionReward,
} from '../../../contract.js';
import { idempotentTransaction } from '../../../db/idempotent-transaction.js';
import { notFound } from '../../../http/http-error.js';
import { idempotencyGuard, markReplay } from '../../../http/idempotency-key.js';
import { protectedRoute } from '../../../http/route.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';
import { resolvePlace } from '../../../domain/places/resolve-place.js';
import { findMemberByCode } from '../../../domain/members/member-lookup.js';
import { completeRedemption, plainReward } from '../../../domain/rewards/purchase-reward.js';
import {
  createRewardTransaction,
  deleteRewardTransaction,
  listRewardTransactions,
  rewardTransactionStatus,
} from '../../../domain/rewards/redemption-requests.js';

export async function rewardTransactionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  async function customer(customerId: string) {
    const member = await findMemberByCode(db, customerId);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    return member;
  }

  protectedRoute(app, addRewardTransaction, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body);
    const member = await customer(body.customerId);
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) =>
        createRewardTransaction(tx, place, member, {
          billingCents: body.billingAmount,
          walletCents: body.wallet,
          giftCardCents: body.gc,
        }),
    );
    markReplay(reply, replayed);
    return result;
  });

  protectedRoute(app, getRewardTransactionStatus, ({ auth, body }) =>
    rewardTransactionStatus(db, auth.businessId, body.rtId, clock.now()),
  );

  protectedRoute(app, deleteEndpoint, ({ auth, body }) =>
    deleteRewardTransaction(db, auth.businessId, body.rtId, clock.now()),
  );

  // Without rtId a plain reward; with it, the completion of an approved redemption.
  protectedRoute(app, rewardCustomer, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body);
    const member = await customer(body.customerId);
    const { rtId } = body;
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) =>
        rtId === undefined
          ? plainReward(tx, place, member, body.billingAmount)
          : completeRedemption(tx, place, member, body.billingAmount, rtId),
    );
    markReplay(reply, replayed);
    return result;
  });

  // The spec's subscription reward is the plain reward under another path (it never redeems).
  protectedRoute(app, subscriptionReward, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body);
    const member = await customer(body.customerId);
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) => plainReward(tx, place, member, body.billingAmount),
    );
    markReplay(reply, replayed);
    return result;
  });

  protectedRoute(app, listEndpoint, ({ auth, body }) =>
    listRewardTransactions(db, auth.businessId, body, clock.now()),
  );
}
