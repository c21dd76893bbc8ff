import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../contract.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { idempotentTransaction } from '../db/idempotent-transaction.js';
import type { MemberRow } from '../db/schema/index.js';
import { notFound } from '../domain/errors.js';
import { findMemberByCode } from '../domain/members/member-lookup.js';
import { CUSTOMER_MESSAGES } from '../domain/members/messages.js';
import { resolvePlace } from '../domain/places/resolve-place.js';
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
 * What a money operation gets: its transaction, where and by whom, the member, the body, and the
 * request (for the audit trail's origin).
 */
export interface MoneyOperation<E extends MoneyEndpoint> {
  tx: Tx;
  place: Place;
  member: MemberRow;
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
  afterCommit?: (result: z.output<E['response']>, operation: Omit<MoneyOperation<E>, 'tx'>) => void;
}

/**
 * Serves a money endpoint. The steps every one of them takes happen here once: where it happens
 * (the body's store and counter, else the session's), which member (404 when none), then the
 * operation in one database transaction guarded by the request's Idempotency-Key, with a repeat
 * marked as a replay. An endpoint adds only what it does to the money.
 */
export function moneyRoute<E extends MoneyEndpoint>(
  app: FastifyInstance,
  { db, clock }: AppContext,
  endpoint: E,
  options: MoneyRouteOptions<E>,
  operate: (operation: MoneyOperation<E>) => Promise<z.output<E['response']>>,
): void {
  protectedRoute(app, endpoint, async ({ auth, body, request, reply }) => {
    const place = await resolvePlace(db, clock, auth, body, options);
    const member = await findMemberByCode(db, body.customerId);
    if (!member) throw notFound(CUSTOMER_MESSAGES.notFound);
    const { result, replayed } = await idempotentTransaction(
      db,
      idempotencyGuard(request, auth, body, place.at),
      (tx) => operate({ tx, place, member, body, request }),
    );
    markReplay(reply, replayed);
    if (!replayed) options.afterCommit?.(result, { place, member, body, request });
    return result;
  });
}
