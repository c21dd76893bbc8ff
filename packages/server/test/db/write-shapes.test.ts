import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionTransactions } from '../../src/db/connection-transaction.js';
import { idempotencyKeys } from '../../src/db/schema/index.js';
import type { WriteShape, WriteValues } from '../../src/db/write-shapes.js';
import { Writes } from '../../src/db/writes.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

/** A claimed key without its answer: `response` has no slot, so the column's default (NULL) goes. */
const CLAIM: WriteShape = {
  key: 'test_claim',
  build: (db, slot) =>
    db.insert(idempotencyKeys).values({
      businessId: slot('businessId'),
      key: slot('key'),
      fingerprint: slot('fingerprint'),
      createdAt: slot('at'),
    }),
};

/** Sends two claims as one batch of writes, in a transaction on one of the pool's connections. */
function claimBoth(transaction: ReturnType<typeof connectionTransactions<undefined>>, values: WriteValues[]) {
  return transaction(async (tx) => {
    const writes = new Writes(tx);
    for (const claim of values) writes.addShaped(CLAIM, claim);
    await writes.flush();
  });
}

describe('shaped writes (db/write-shapes.ts)', () => {
  const at = new Date('2026-11-27T09:00:00Z');
  const claim = (key: string): WriteValues => ({
    businessId: desk.business.id,
    key,
    fingerprint: `fingerprint of ${key}`,
    at,
  });

  it('go out as one statement prepared on the connection, each batch with its own values', async () => {
    const transaction = connectionTransactions(t.db, () => undefined);
    await claimBoth(transaction, [claim('a'), claim('a2')]);
    await claimBoth(transaction, [claim('b'), claim('b2')]);
    const rows = await t.db
      .select({
        key: idempotencyKeys.key,
        fingerprint: idempotencyKeys.fingerprint,
        response: idempotencyKeys.response,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.businessId, desk.business.id));
    expect(
      rows
        .filter((row) => row.fingerprint.startsWith('fingerprint of'))
        .sort((x, y) => x.key.localeCompare(y.key)),
    ).toEqual(
      ['a', 'a2', 'b', 'b2'].map((key) => ({
        key,
        fingerprint: `fingerprint of ${key}`,
        response: null,
        createdAt: at,
      })),
    );
    // The pool hands back the connection released last: the batch is prepared there, once.
    const prepared = await transaction((tx) =>
      tx.execute<{ statement: string }>(
        sql`select statement from pg_prepared_statements where statement like 'with "w0" as (insert into "idempotency_keys"%' and name like 'writes\\_%'`,
      ),
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it('refuse a slot left without a value, rather than writing NULL in its column', async () => {
    const transaction = connectionTransactions(t.db, () => undefined);
    const { fingerprint: _left, ...withoutFingerprint } = claim('c');
    await expect(claimBoth(transaction, [claim('c0'), withoutFingerprint])).rejects.toThrow(
      /no value for w1\.fingerprint/,
    );
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'c0'));
    expect(row).toBeUndefined();
  });
});
