import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addRewardTransaction,
  approveRewardTransaction,
  deleteRewardTransaction,
  rejectRewardTransaction,
  rewardCustomer,
  rewardTransactionStatus,
  servedPaths,
  type RewardTransactionStatus,
} from '../contract.js';
import type { AppContext } from '../context.js';
import { rewardTransactions } from '../db/schema/index.js';
import { isUuid } from '../domain/ids.js';
import type { Realtime } from './chat-socket.js';

/** The calls that change a reward transaction's status, and how to read the new one from the answer. */
const STATUS_CHANGES = [
  addRewardTransaction,
  deleteRewardTransaction,
  approveRewardTransaction,
  rejectRewardTransaction,
];

function changeIn(payload: string): { rtId: string; status: RewardTransactionStatus } | undefined {
  let answer: unknown;
  try {
    answer = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof answer !== 'object' || answer === null) return undefined;
  const body = answer as { rtId?: unknown; status?: unknown; data?: { rtId?: unknown } };
  // rewardtransaction/reward answers {data: {rtId}}: the transaction is COMPLETED.
  const rtId = body.rtId ?? body.data?.rtId;
  const status = rewardTransactionStatus.safeParse(body.status ?? 'COMPLETED');
  return typeof rtId === 'string' && isUuid(rtId) && status.success
    ? { rtId, status: status.data }
    : undefined;
}

/**
 * Pushes a reward transaction's new status over the socket as soon as a call changes it: the
 * front desk shows 'Authorized' the moment the member approves (its 5-second poll stays as the
 * fallback), and the member app sees a request arrive or be withdrawn. One hook over the answers
 * of the calls that change a status, so those endpoints (the member's among them) stay unaware
 * of the socket.
 */
export function pushRewardTransactionStatus(
  app: FastifyInstance,
  context: AppContext,
  realtime: Realtime,
  apiPrefix: string,
): void {
  const paths = new Set(
    [...STATUS_CHANGES, rewardCustomer].flatMap((e) => servedPaths(e).map((p) => `${apiPrefix}${p.path}`)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode !== 200 ||
      !paths.has(request.routeOptions.url ?? '') ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const change = changeIn(payload);
    if (change) {
      // After the answer is on its way: a push never delays or fails the call itself.
      void context.db
        .select({ businessId: rewardTransactions.businessId, memberRowId: rewardTransactions.memberRowId })
        .from(rewardTransactions)
        .where(eq(rewardTransactions.id, change.rtId))
        .limit(1)
        .then(([row]) => row && realtime.rewardTransactionStatus(row, change))
        .catch((error: unknown) => context.log.warn({ err: error }, 'reward status push failed'));
    }
    return payload;
  });
}
