import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../contract.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/client.js';
import { connectionTransactionsOf } from '../db/connection-transaction.js';
import { firstAnswer, keepAnswer } from '../db/idempotent-transaction.js';
import type { MemberRow } from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import { RaisedAlerts } from '../domain/alerts/raised-alerts.js';
import type { WatchedBusiness } from '../domain/alerts/thresholds.js';
import { notFound, unprocessable } from '../domain/errors.js';
import type { AccountOpening } from '../domain/ledger/member-account.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import { MEMBER_MESSAGES } from '../domain/members/messages.js';
import { placeAt, wantedStoreId } from '../domain/places/resolve-place.js';
import type { Place } from '../domain/places/place.js';
import { checkNotOwnAccount } from '../domain/staff-limits/own-account.js';
import type { Operator } from '../domain/staff-limits/operator.js';
import { idempotencyGuard, markReplay } from './idempotency-key.js';
import { IDEMPOTENCY_MESSAGES } from './messages.js';
import { protectedRoute } from './route.js';

/**
 * What every money request names: the member (or a record that names them: `memberCode` below),
 * and optionally where it happens.
 */
interface MoneyRequest {
  customerId?: string | undefined;
  storeId?: string | undefined;
  counter?: string | undefined;
}

type MoneyEndpoint = Endpoint<z.ZodType<MoneyRequest>>;

/**
 * What a money operation gets: its transaction and the writes it queues there (sent as one
 * statement after it returns), where and by whom, the member, the business's plan with the
 * member's subscription already locked (null when they have none yet), the operator's limits, the
 * business's alert thresholds and the alerts the operation raises (written with its writes), the
 * body, and the request (for the audit trail's origin).
 */
export interface MoneyOperation<E extends MoneyEndpoint> {
  /** Its transaction is `writes.tx`. */
  writes: Writes;
  place: Place;
  member: MemberRow;
  account: AccountOpening;
  operator: Operator;
  business: WatchedBusiness;
  alerts: RaisedAlerts;
  body: z.output<E['request']>;
  request: FastifyRequest;
}

export interface MoneyRouteOptions<E extends MoneyEndpoint> {
  /** Refuse with 'Store data not found' when neither the body nor the session names a store. */
  storeRequired: boolean;
  /**
   * For a request that names a record rather than the member (a purchase to return): the member's
   * code, read in the operation's transaction before its opening statement; it throws the
   * record's 404 itself. Without it, the body's `customerId`.
   */
  memberCode?: (tx: Queryable, businessId: string, body: z.output<E['request']>) => Promise<string>;
  /**
   * Runs once the operation has committed (not on a replay, which changed nothing): what others
   * are told, such as a reward transaction's new status pushed over the socket.
   */
  afterCommit?: (
    result: z.output<E['response']>,
    operation: Pick<MoneyOperation<E>, 'place' | 'member' | 'body' | 'request'>,
  ) => void;
  /**
   * Runs when the operation refused and its transaction has rolled back: what must be recorded
   * of an attempt that changed nothing (a refund above a staff member's limits). Its own failure
   * is logged; the caller still gets the refusal.
   */
  afterRefusal?: (error: unknown, request: FastifyRequest) => Promise<void>;
}

/** The money routes' transactions over a database, with the opening prepared once per connection. */
const moneyTransactions = connectionTransactionsOf(prepareMoneyOpening);

/**
 * Serves a money endpoint. The steps every one of them takes happen here once, in one
 * transaction of few round trips: the opening statement claims the request's Idempotency-Key,
 * reads the store (the body's, else the session's), the member and the plan, and locks the
 * member's subscription; a missing store or member is a 404, a repeat of a claimed key gets its
 * first answer (marked as a replay). No one serves their own member account (403). The operation
 * then queues its writes, and they go out with the key's answer and the alerts it raised as one
 * statement before the commit; the owner hears of those alerts after it. An endpoint adds only
 * what it does to the money.
 */
export function moneyRoute<E extends MoneyEndpoint>(
  app: FastifyInstance,
  { db, clock, alerts: watch, log }: AppContext,
  endpoint: E,
  options: MoneyRouteOptions<E>,
  operate: (operation: MoneyOperation<E>) => Promise<z.output<E['response']>>,
): void {
  type Result = z.output<E['response']>;
  const transaction = moneyTransactions(db);
  const recordRefusal = async (error: unknown, request: FastifyRequest) => {
    try {
      await options.afterRefusal?.(error, request);
    } catch (failure) {
      log.error({ err: failure }, 'A refused operation could not be recorded');
    }
  };
  protectedRoute(app, endpoint, async ({ auth, body, request, reply }) => {
    const at = clock.now();
    const storeId = wantedStoreId(auth, body, options);
    const guard = idempotencyGuard(request, auth, body, at);
    const outcome = await transaction(async (tx, openMoneyOperation) => {
      const memberCode = options.memberCode
        ? await options.memberCode(tx, auth.businessId, body)
        : body.customerId;
      if (memberCode === undefined) throw notFound(MEMBER_MESSAGES.notFound);
      const opening = await openMoneyOperation({
        businessId: auth.businessId,
        storeId,
        memberCode,
        actorUserId: auth.userId,
        guard,
      });
      const place = placeAt(auth, body, storeId, opening.store, at);
      const { member, operator, business } = opening;
      // A member who blocked this business is unknown to it (docs/domain.md, "Consent").
      if (!member || opening.subscription?.consent === 'Blocked') throw notFound(MEMBER_MESSAGES.notFound);
      checkNotOwnAccount(operator, member);
      if (guard && opening.claimId === null) {
        const first = await firstAnswer<Result>(tx, guard);
        // The same key with another request: the client reused a key, a mistake it must fix.
        if (first.reused) throw unprocessable(IDEMPOTENCY_MESSAGES.reusedKey);
        return { result: first.response, replayed: true, place, member, alertIds: [] };
      }
      const writes = new Writes(tx);
      const alerts = new RaisedAlerts();
      const result = await operate({
        writes,
        place,
        member,
        account: opening,
        operator,
        business,
        alerts,
        body,
        request,
      });
      if (opening.claimId !== null) keepAnswer(writes, opening.claimId, result);
      alerts.queueOn(writes);
      const raised = await writes.flush();
      return { result, replayed: false, place, member, alertIds: raised.map((row) => String(row.id)) };
    }).catch(async (error: unknown) => {
      await recordRefusal(error, request);
      throw error;
    });
    markReplay(reply, outcome.replayed);
    if (!outcome.replayed) {
      watch.notify(auth.businessId, outcome.alertIds);
      options.afterCommit?.(outcome.result, { ...outcome, body, request });
    }
    return outcome.result;
  });
}
