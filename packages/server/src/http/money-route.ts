import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../contract.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { connectionTransactions } from '../db/connection-transaction.js';
import { firstAnswer, keepAnswer } from '../db/idempotent-transaction.js';
import type { MemberRow } from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import { notFound } from '../domain/errors.js';
import type { AccountOpening } from '../domain/ledger/member-account.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import { CUSTOMER_MESSAGES } from '../domain/members/messages.js';
import { placeAt, wantedStoreId } from '../domain/places/resolve-place.js';
import type { Place } from '../domain/places/place.js';
import { idempotencyGuard, markReplay } from './idempotency-key.js';
import { protectedRoute } from './route.js';

/** What every money request names: the member, and optionally where it happens. */
interface MoneyRequest {
  customerId: string;
  storeId?: string | undefined;
  counter?: string | undefined;
}

type MoneyEndpoint = Endpoint<z.ZodType<MoneyRequest>>;

/**
 * What a money operation gets: its transaction and the writes it queues there (sent as one
 * statement after it returns), where and by whom, the member, the business's plan with the
 * member's subscription already locked (null when they have none yet), the body, and the request
 * (for the audit trail's origin).
 */
export interface MoneyOperation<E extends MoneyEndpoint> {
  /** Its transaction is `writes.tx`. */
  writes: Writes;
  place: Place;
  member: MemberRow;
  account: AccountOpening;
  body: z.output<E['request']>;
  request: FastifyRequest;
}

export interface MoneyRouteOptions<E extends MoneyEndpoint> {
  /** Refuse with 'Store data not found' when neither the body nor the session names a store. */
  storeRequired: boolean;
  /**
   * Runs once the operation has committed (not on a replay, which changed nothing): what others
   * are told, such as a reward transaction's new status pushed over the socket.
   */
  afterCommit?: (
    result: z.output<E['response']>,
    operation: Pick<MoneyOperation<E>, 'place' | 'member' | 'body' | 'request'>,
  ) => void;
}

type MoneyTransactions = ReturnType<typeof connectionTransactions<ReturnType<typeof prepareMoneyOpening>>>;
const transactionsByDatabase = new WeakMap<Database, MoneyTransactions>();

/** The money routes' transactions over `db`, with the opening prepared once per connection. */
function moneyTransactions(db: Database): MoneyTransactions {
  let transactions = transactionsByDatabase.get(db);
  if (!transactions) {
    transactions = connectionTransactions(db, prepareMoneyOpening);
    transactionsByDatabase.set(db, transactions);
  }
  return transactions;
}

/**
 * Serves a money endpoint. The steps every one of them takes happen here once, in one
 * transaction of few round trips: the opening statement claims the request's Idempotency-Key,
 * reads the store (the body's, else the session's), the member and the plan, and locks the
 * member's subscription; a missing store or member is a 404, a repeat of a claimed key gets its
 * first answer (marked as a replay). The operation then queues its writes, and they go out with
 * the key's answer as one statement before the commit. An endpoint adds only what it does to the
 * money.
 */
export function moneyRoute<E extends MoneyEndpoint>(
  app: FastifyInstance,
  { db, clock }: AppContext,
  endpoint: E,
  options: MoneyRouteOptions<E>,
  operate: (operation: MoneyOperation<E>) => Promise<z.output<E['response']>>,
): void {
  type Result = z.output<E['response']>;
  const transaction = moneyTransactions(db);
  protectedRoute(app, endpoint, async ({ auth, body, request, reply }) => {
    const at = clock.now();
    const storeId = wantedStoreId(auth, body, options);
    const guard = idempotencyGuard(request, auth, body, at);
    const outcome = await transaction(async (tx, openMoneyOperation) => {
      const opening = await openMoneyOperation({
        businessId: auth.businessId,
        storeId,
        memberCode: body.customerId,
        guard,
      });
      const place = placeAt(auth, body, storeId, opening.store, at);
      const { member } = opening;
      if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
      if (guard && opening.claimId === null) {
        return { result: await firstAnswer<Result>(tx, guard), replayed: true, place, member };
      }
      const writes = new Writes(tx);
      const result = await operate({ writes, place, member, account: opening, body, request });
      if (opening.claimId !== null) keepAnswer(writes, opening.claimId, result);
      await writes.flush();
      return { result, replayed: false, place, member };
    });
    markReplay(reply, outcome.replayed);
    if (!outcome.replayed) options.afterCommit?.(outcome.result, { ...outcome, body, request });
    return outcome.result;
  });
}
