import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  addRewardTransaction,
  deleteRewardTransaction as deleteEndpoint,
  getRewardTransactionStatus,
  listRewardTransactions as listEndpoint,
  rewardCustomer,
  subscriptionReward,
  type RewardTransactionStatus,
} from '../../../contract.js';
import { REWARD_MESSAGES } from '../../../domain/rewards/messages.js';
import { completeRedemption, plainReward } from '../../../domain/rewards/purchase-reward.js';
import {
  createRewardTransaction,
  deleteRewardTransaction,
  listRewardTransactions,
  rewardTransactionStatus,
} from '../../../domain/rewards/redemption-requests.js';
import { moneyRoute } from '../../../http/money-route.js';
import { protectedRoute } from '../../../http/route.js';
import { requestAnswer, toRewardTransaction, withdrawalAnswer } from './redemption-answer.js';
import { rewardAnswer } from './reward-answer.js';

export async function rewardTransactionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock, realtime, alerts: watch } = context;
  /** Tells the business's people and the member, at once, that a reward transaction changed. */
  const tell = (
    businessId: string,
    memberRowId: string,
    change: { rtId: string; status: RewardTransactionStatus },
  ) =>
    realtime.rewardTransactionStatus(
      { businessId, memberRowId },
      { rtId: change.rtId, status: change.status },
    );

  // A redemption request waits for the member's approval; the spec needs a store for it.
  moneyRoute(
    app,
    context,
    addRewardTransaction,
    {
      storeRequired: true,
      afterCommit: (result, { place, member }) => tell(place.businessId, member.id, result),
    },
    async ({ writes, place, member, account, body }) =>
      requestAnswer(
        await createRewardTransaction(writes, place, member, account.subscription, {
          billingCents: body.billingAmount,
          walletCents: body.wallet,
          giftCardCents: body.gc,
        }),
      ),
  );

  protectedRoute(app, getRewardTransactionStatus, ({ auth, body }) =>
    rewardTransactionStatus(db, auth.businessId, body.rtId, clock.now()),
  );

  protectedRoute(app, deleteEndpoint, async ({ auth, body }) => {
    const withdrawal = await deleteRewardTransaction(db, auth.businessId, body.rtId, {
      userId: auth.userId,
      at: clock.now(),
    });
    const answer = withdrawalAnswer(withdrawal);
    if (withdrawal.memberRowId) tell(auth.businessId, withdrawal.memberRowId, answer);
    return answer;
  });

  // Without rtId a plain reward (the spec sends "only customer id and billing amount", so no store
  // is needed); with it, the completion of an approved redemption.
  moneyRoute(
    app,
    context,
    rewardCustomer,
    {
      storeRequired: false,
      afterCommit: ({ data }, { place, member }) =>
        tell(place.businessId, member.id, { rtId: data.rtId, status: 'COMPLETED' }),
    },
    async (operation) => {
      const { writes, place, member, account, body } = operation;
      if (body.rtId === undefined) {
        const reward = await plainReward(writes, place, member, account, body.billingAmount);
        await watch.reward(writes.tx, operation, reward);
        return rewardAnswer(REWARD_MESSAGES.rewarded, reward);
      }
      const reward = await completeRedemption(writes, place, member, account, body.billingAmount, body.rtId);
      await watch.reward(writes.tx, operation, reward);
      return rewardAnswer(REWARD_MESSAGES.rewardedWithRedeem, reward);
    },
  );

  // The spec's subscription reward is the plain reward under another path (it never redeems).
  moneyRoute(app, context, subscriptionReward, { storeRequired: false }, async (operation) => {
    const { writes, place, member, account, body } = operation;
    const reward = await plainReward(writes, place, member, account, body.billingAmount);
    await watch.reward(writes.tx, operation, reward);
    return rewardAnswer(REWARD_MESSAGES.rewarded, reward);
  });

  protectedRoute(app, listEndpoint, async ({ auth, body }) => {
    const now = clock.now();
    const { customerId: memberCode, ...page } = body;
    const { records, total } = await listRewardTransactions(
      db,
      auth.businessId,
      { ...page, memberCode },
      now,
    );
    return { rewardTransactions: records.map((r) => toRewardTransaction(r, now)), totalCount: total };
  });
}
