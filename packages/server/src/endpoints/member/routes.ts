import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  approveRewardTransaction,
  getMemberProfile,
  listMemberActivity,
  listMemberGiftCards,
  getMemberSubscriptions,
  listMemberSubscriptions,
  listPendingRewardTransactions,
  memberLogout,
  rejectRewardTransaction,
  updateMemberName as updateMemberNameEndpoint,
} from '../../contract.js';
import { memberRoute } from '../../http/route.js';
import { AUTH_MESSAGES } from '../../domain/sign-in/messages.js';
import { revokeMemberSession } from '../../domain/sign-in/member-sessions.js';
import { memberActivity } from './activity.js';
import { memberGiftCardList } from './gift-cards.js';
import {
  answerRewardTransaction,
  memberProfile,
  memberSubscriptions,
  pendingRewardTransactions,
  updateMemberName,
} from './own-records.js';

/** The member app's calls under /customer: every query is scoped to the signed-in member. */
export async function memberAppRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock, realtime } = context;
  memberRoute(app, getMemberProfile, ({ auth }) => memberProfile(db, auth.memberRowId));
  memberRoute(app, listPendingRewardTransactions, ({ auth }) =>
    pendingRewardTransactions(db, auth.memberRowId, clock.now()),
  );
  // The member's answer reaches the front desk at once over the socket (its polling is the fallback).
  for (const [endpoint, status] of [
    [approveRewardTransaction, 'CUSTOMER_APPROVED'],
    [rejectRewardTransaction, 'CUSTOMER_REJECTED'],
  ] as const) {
    memberRoute(app, endpoint, async ({ auth, body }) => {
      const { answer, businessId } = await answerRewardTransaction(
        db,
        auth.memberRowId,
        body.rtId,
        status,
        clock.now(),
      );
      realtime.rewardTransactionStatus({ businessId, memberRowId: auth.memberRowId }, answer);
      return answer;
    });
  }
  for (const subscriptionsEndpoint of [listMemberSubscriptions, getMemberSubscriptions]) {
    memberRoute(app, subscriptionsEndpoint, ({ auth }) =>
      memberSubscriptions(db, auth.memberRowId, clock.now()),
    );
  }
  memberRoute(app, updateMemberNameEndpoint, ({ auth, body }) =>
    updateMemberName(db, auth.memberRowId, body.name),
  );
  memberRoute(app, listMemberActivity, ({ auth }) => memberActivity(db, auth.memberRowId));
  memberRoute(app, listMemberGiftCards, ({ auth }) => memberGiftCardList(db, auth.memberRowId, clock.now()));
  memberRoute(app, memberLogout, async ({ auth }) => {
    await revokeMemberSession(db, clock, auth.sessionId);
    realtime.closeSockets({ memberSession: auth.sessionId });
    return { message: AUTH_MESSAGES.loggedOut };
  });
}
