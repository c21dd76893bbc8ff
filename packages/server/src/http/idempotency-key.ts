import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyGuard } from '../db/idempotent-transaction.js';
import { IDEMPOTENCY_MESSAGES } from './messages.js';
import { invalidInput } from '../domain/errors.js';

const KEY = /^[A-Za-z0-9._:-]{1,200}$/;

/** The request's Idempotency-Key, or undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw invalidInput(IDEMPOTENCY_MESSAGES.badKey);
  return value;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * What "the same request" means for a key: the same caller, path and validated body. The body is
 * taken after validation, so `12.5` and `"12.50"` are the same amount and the same request.
 */
export function requestFingerprint(parts: { userId: string; path: string; body: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ path: parts.path, user: parts.userId, body: parts.body })))
    .digest('hex');
}

/**
 * The guard for an idempotent endpoint's transaction, or undefined without the header. Keys are
 * scoped to the business (every record of it lives there); the fingerprint adds the caller.
 */
export function idempotencyGuard(
  request: FastifyRequest,
  caller: { businessId: string; userId: string },
  body: unknown,
  now: Date,
): IdempotencyGuard | undefined {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return undefined;
  return {
    businessId: caller.businessId,
    key,
    fingerprint: requestFingerprint({
      userId: caller.userId,
      path: request.routeOptions.url ?? request.url,
      body,
    }),
    now,
  };
}

/** Marks a repeat's answer, so a client (and a person reading logs) can tell it was a replay. */
export function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
