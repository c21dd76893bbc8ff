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
import { completeRedemption, plainReward } from '../../../domain/rewards/purchase-reward.js';
import {
  createRewardTransaction,
  deleteRewardTransaction,
  listRewardTransactions,
  rewardTransactionStatus,
} from '../../../domain/rewards/redemption-requests.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';

export async function rewardTransactionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // A redemption request waits for the member's approval; the spec needs a store for it.
  moneyRoute(app, context, addRewardTransaction, { storeRequired: true }, ({ tx, place, member, body }) =>
    createRewardTransaction(tx, place, member, {
      billingCents: body.billingAmount,
      walletCents: body.wallet,
      giftCardCents: body.gc,
    }),
  );

  protectedRoute(app, getRewardTransactionStatus, ({ auth, body }) =>
    rewardTransactionStatus(db, auth.businessId, body.rtId, clock.now()),
  );

  protectedRoute(app, deleteEndpoint, ({ auth, body }) =>
    deleteRewardTransaction(db, auth.businessId, body.rtId, clock.now()),
  );

  // Without rtId a plain reward (the spec sends "only customer id and billing amount", so no store
  // is needed); with it, the completion of an approved redemption.
  moneyRoute(app, context, rewardCustomer, { storeRequired: false }, ({ tx, place, member, body }) =>
    body.rtId === undefined
      ? plainReward(tx, place, member, body.billingAmount)
      : completeRedemption(tx, place, member, body.billingAmount, body.rtId),
  );

  // The spec's subscription reward is the plain reward under another path (it never redeems).
  moneyRoute(app, context, subscriptionReward, { storeRequired: false }, ({ tx, place, member, body }) =>
    plainReward(tx, place, member, body.billingAmount),
  );

  protectedRoute(app, listEndpoint, ({ auth, body }) =>
    listRewardTransactions(db, auth.businessId, body, clock.now()),
  );
}
