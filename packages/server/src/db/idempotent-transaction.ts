import { and, eq, lt } from 'drizzle-orm';
import { unprocessable } from '../domain/errors.js';
import { IDEMPOTENCY_MESSAGES } from './messages.js';
import type { Database, Tx } from './client.js';
import { idempotencyKeys } from './schema/index.js';

/** How long a key's first answer is kept and repeated: a day covers any client's retries. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);

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

export interface Outcome<T> {
  result: T;
  /** True when this is a repeat answered from the first request's record. */
  replayed: boolean;
}

/**
 * Runs `work` in one transaction, guarded by an Idempotency-Key when there is one. The key's row
 * is claimed first, in the same transaction: a concurrent duplicate blocks on the unique index
 * until the first commits, then finds the row and returns the stored answer (or 422 for another
 * body). If `work` fails, the claim rolls back with it and a retry runs for real — a failed
 * request moved no money, so there is nothing to replay.
 */
export async function idempotentTransaction<T>(
  db: Database,
  guard: IdempotencyGuard | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<Outcome<T>> {
  return db.transaction(async (tx) => {
    if (!guard) return { result: await work(tx), replayed: false };
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        businessId: guard.businessId,
        key: guard.key,
        fingerprint: guard.fingerprint,
        createdAt: guard.now,
      })
      // A key older than the retention window is free again: its row is taken over, atomically.
      .onConflictDoUpdate({
        target: [idempotencyKeys.businessId, idempotencyKeys.key],
        set: { fingerprint: guard.fingerprint, response: null, createdAt: guard.now },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore(guard.now)),
      })
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [first] = await tx
        .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.businessId, guard.businessId), eq(idempotencyKeys.key, guard.key)))
        .limit(1);
      if (!first || first.fingerprint !== guard.fingerprint)
        throw unprocessable(IDEMPOTENCY_MESSAGES.reusedKey);
      return { result: first.response as T, replayed: true };
    }
    const result = await work(tx);
    await tx.update(idempotencyKeys).set({ response: result }).where(eq(idempotencyKeys.id, claimed.id));
    return { result, replayed: false };
  });
}
