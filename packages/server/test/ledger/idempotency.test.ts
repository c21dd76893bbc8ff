import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_RETENTION_MS, pruneIdempotencyKeys } from '../../src/db/idempotent-transaction.js';
import { idempotencyKeys, refunds, rewardTransactions } from '../../src/db/schema/index.js';
import { IDEMPOTENCY_MESSAGES } from '../../src/http/messages.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import {
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  publishTemplate,
  type Member,
} from '../helpers/front-desk.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

const withKey = (key: string) => ({ 'idempotency-key': key });

async function wallet(member: Member): Promise<number> {
  const res = await call(t.app, desk.owner, '/business/customer/details', { customerId: member.memberId });
  return (res.json() as { walletBalance: number }).walletBalance;
}

describe('Idempotency-Key', () => {
  it('a repeated refund returns the first answer and credits once', async () => {
    const member = await newMember(t);
    const key = randomUUID();
    const body = { customerId: member.memberId, refundAmount: '12.30', ...desk.place };
    const first = await call(t.app, desk.staff, '/staff/customer/refund', body, withKey(key));
    const again = await call(t.app, desk.staff, '/staff/customer/refund', body, withKey(key));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await wallet(member)).toBe(12.3);
    // The same amount written differently is the same request.
    const sameAmount = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { ...body, refundAmount: 12.3 },
      withKey(key),
    );
    expect(sameAmount.json()).toEqual(first.json());
  });

  it('the same key with a different body is a 422, and changes nothing', async () => {
    const member = await newMember(t);
    const key = randomUUID();
    const body = { customerId: member.memberId, refundAmount: 5, ...desk.place };
    expect((await call(t.app, desk.staff, '/staff/customer/refund', body, withKey(key))).statusCode).toBe(
      200,
    );
    const other = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { ...body, refundAmount: 6 },
      withKey(key),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });
    // Another endpoint or another caller with the same key is another request too.
    const reward = await call(
      t.app,
      desk.staff,
      '/staff/rewardtransaction/reward',
      { customerId: member.memberId, billingAmount: 5, ...desk.place },
      withKey(key),
    );
    expect(reward.statusCode).toBe(422);
    const owner = await call(t.app, desk.owner, '/business/customer/refund', body, withKey(key));
    expect(owner.statusCode).toBe(422);
    expect(await wallet(member)).toBe(5);
  });

  it('10 concurrent duplicates of a reward pay once and all get the same answer', async () => {
    const member = await newMember(t);
    const key = randomUUID();
    const body = { customerId: member.memberId, billingAmount: 80, ...desk.place };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, desk.staff, '/staff/rewardtransaction/reward', body, withKey(key)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    const rows = await t.db
      .select()
      .from(rewardTransactions)
      .where(eq(rewardTransactions.billingCents, 8000));
    expect(rows.filter((r) => r.memberRowId === rows[0]?.memberRowId)).toHaveLength(1);
  });

  it('a double click on the completion returns the first success instead of a 409', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 20);
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 30, wallet: 20 });
    const key = randomUUID();
    const body = { customerId: member.memberId, billingAmount: 30, rtId, ...desk.place };
    const answers = await Promise.all([
      call(t.app, desk.staff, '/staff/rewardtransaction/reward', body, withKey(key)),
      call(t.app, desk.staff, '/staff/rewardtransaction/reward', body, withKey(key)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await wallet(member)).toBe(0);
    // Without the key, a retry is told plainly that it is done.
    const retry = await call(t.app, desk.staff, '/staff/rewardtransaction/reward', body);
    expect(retry.statusCode).toBe(409);
  });

  it('rewardtransaction/add and giftcard/sell repeat their first answer', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const addKey = randomUUID();
    const add = { customerId: member.memberId, billingAmount: 20, wallet: 5, ...desk.place };
    const first = await call(t.app, desk.staff, '/staff/rewardtransaction/add', add, withKey(addKey));
    const again = await call(t.app, desk.staff, '/staff/rewardtransaction/add', add, withKey(addKey));
    expect(again.json().rtId).toBe(first.json().rtId);

    const template = await publishTemplate(t.app, desk, { amount: 40, validity: null });
    const sellKey = randomUUID();
    const sale = { cartItems: [{ id: template }], customerId: member.memberId, ...desk.place };
    const sold = await Promise.all(
      [0, 1, 2].map(() => call(t.app, desk.owner, '/business/giftcard/sell', sale, withKey(sellKey))),
    );
    expect(new Set(sold.map((s) => s.json().data.giftCardId)).size).toBe(1);
    const details = await call(t.app, desk.owner, '/business/customer/details', {
      customerId: member.memberId,
    });
    expect(details.json().gcBalance).toBe(40);
  });

  it('a request that failed leaves the key free: the retry runs for real', async () => {
    const member = await newMember(t);
    const key = randomUUID();
    const add = { customerId: member.memberId, billingAmount: 20, wallet: 5, ...desk.place };
    const refused = await call(t.app, desk.staff, '/staff/rewardtransaction/add', add, withKey(key));
    expect(refused.statusCode).toBe(409);
    await fundWallet(t.app, desk, member.memberId, 10);
    const retried = await call(t.app, desk.staff, '/staff/rewardtransaction/add', add, withKey(key));
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a malformed key with 400', async () => {
    const member = await newMember(t);
    const res = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { customerId: member.memberId, refundAmount: 1, ...desk.place },
      withKey('has spaces in it'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.badKey });
    expect(await t.db.select().from(refunds)).not.toContainEqual(
      expect.objectContaining({ amountCents: 100 }),
    );
  });
  // Last in the file: it moves the clock a day on.
  it('keeps a key for a day: then it is free for a new request, and the hourly prune removes it', async () => {
    const member = await newMember(t);
    const key = randomUUID();
    const body = { customerId: member.memberId, refundAmount: 2, ...desk.place };
    expect((await call(t.app, desk.staff, '/staff/customer/refund', body, withKey(key))).statusCode).toBe(
      200,
    );
    t.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS - 60_000);
    const stillKept = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { ...body, refundAmount: 3 },
      withKey(key),
    );
    expect(stillKept.statusCode).toBe(422);

    t.clock.advance(2 * 60_000);
    const reused = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { ...body, refundAmount: 3 },
      withKey(key),
    );
    expect(reused.statusCode).toBe(200);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await wallet(member)).toBe(5);
    const repeat = await call(
      t.app,
      desk.staff,
      '/staff/customer/refund',
      { ...body, refundAmount: 3 },
      withKey(key),
    );
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await wallet(member)).toBe(5);

    // Every key made before the reuse is past retention a day later; the reused one is not.
    const keysBefore = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keysBefore.length).toBeGreaterThan(1);
    expect(await pruneIdempotencyKeys(t.db, t.clock.now())).toBe(keysBefore.length - 1);
    expect(await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).toEqual([{ key }]);
  });
});
