import { and, eq, lt } from 'drizzle-orm';
import type { Database, Queryable } from './client.js';
import { setTo, type WriteShape } from './write-shapes.js';
import type { Writes } from './writes.js';
import { idempotencyKeys } from './schema/index.js';

/** How long a key's first answer is kept and repeated: a day covers any client's retries. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);

/** Deletes the keys past retention (the server runs this hourly); returns how many went. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore(now)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

export interface IdempotencyGuard {
  businessId: string;
  key: string;
  fingerprint: string;
  now: Date;
}

/** A claimed key's first answer, or word that the key came with another request. */
export type FirstAnswer<T> = { reused: false; response: T } | { reused: true };

/**
 * The first answer for a key this request could not claim (domain/ledger/money-opening.ts claims
 * keys in the operation's opening statement): a repeat of the same request gets it back and
 * changes nothing; the same key with another request is reported as reused, for the caller to
 * refuse. Runs after the claim waited for a concurrent duplicate to commit, so a fresh statement
 * sees that first request's row.
 */
export async function firstAnswer<T>(tx: Queryable, guard: IdempotencyGuard): Promise<FirstAnswer<T>> {
  const [first] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, guard.businessId), eq(idempotencyKeys.key, guard.key)))
    .limit(1);
  if (!first || first.fingerprint !== guard.fingerprint) return { reused: true };
  return { reused: false, response: first.response as T };
}

/** The claimed key's answer, a shape (db/write-shapes.ts): built once per connection. */
const KEPT_ANSWER: WriteShape = {
  key: 'answer',
  build: (db, slot) =>
    db
      .update(idempotencyKeys)
      .set({ response: setTo(slot('response'), idempotencyKeys.response) })
      .where(eq(idempotencyKeys.id, slot('claimId'))),
};

/** Queues the claimed key's answer with the operation's other writes, for its repeats. */
export function keepAnswer(writes: Writes, claimId: number, result: unknown): void {
  writes.addShaped(KEPT_ANSWER, { claimId, response: result });
}
