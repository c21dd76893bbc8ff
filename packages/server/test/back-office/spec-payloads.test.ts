import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberGiftCards, refunds, rewardTransactions } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

/**
 * The money calls sent exactly as the spec's front desk sends them (docs/api.md lists the
 * payloads): no counter anywhere, and a plain reward with no store either. Each must succeed and
 * be recorded where it happened: the body's store, else the store dialog's choice; the counter of
 * that choice, else unknown (null).
 */
const t = setUpTestApp();

type Scenario = 'no store chosen' | 'store and counter chosen';

interface Setting {
  desk: Desk;
  member: Member;
  templateId: string;
  /** What the session should record for a call that names no store or counter. */
  sessionStore: string | null;
  sessionCounter: string | null;
}

async function prepare(scenario: Scenario): Promise<Setting> {
  const desk = await openDesk(t, t.db);
  const member = await newMember(t);
  const templateId = await publishTemplate(t.app, desk, { amount: 50 });
  await fundWallet(t.app, desk, member.memberId, 40);
  if (scenario === 'no store chosen') {
    return { desk, member, templateId, sessionStore: null, sessionCounter: null };
  }
  for (const [token, prefix] of [
    [desk.owner, '/business'],
    [desk.staff, '/staff'],
  ] as const) {
    const chosen = await call(t.app, token, `${prefix}/session/counter`, desk.place);
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return { desk, member, templateId, sessionStore: desk.storeId, sessionCounter: desk.counter };
}

async function placeOf(
  table: typeof refunds | typeof rewardTransactions | typeof memberGiftCards,
  id: string,
) {
  const [row] = await t.db
    .select({ storeId: table.storeId, counter: table.counter })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

describe.each<[Scenario, 'owner' | 'staff']>([
  ['no store chosen', 'owner'],
  ['no store chosen', 'staff'],
  ['store and counter chosen', 'owner'],
  ['store and counter chosen', 'staff'],
])('the spec payloads, %s, as %s', (scenario, role) => {
  let s: Setting;
  let token: string;
  let prefix: string;
  const post = (path: string, body: object) => call(t.app, token, `${prefix}${path}`, body);

  beforeAll(async () => {
    s = await prepare(scenario);
    token = role === 'owner' ? s.desk.owner : s.desk.staff;
    prefix = role === 'owner' ? '/business' : '/staff';
  });

  it('customer/refund {customerId, refundAmount, storeId}', async () => {
    const res = await post('/customer/refund', {
      customerId: s.member.memberId,
      refundAmount: 12.5,
      storeId: s.desk.storeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refundId } = (res.json() as { data: { refundId: string } }).data;
    expect(await placeOf(refunds, refundId)).toEqual({
      storeId: s.desk.storeId,
      counter: s.sessionCounter,
    });
  });

  it('giftcard/sell {cartItems: [one item], customerId, storeId}', async () => {
    const res = await post('/giftcard/sell', {
      cartItems: [{ id: s.templateId }],
      customerId: s.member.memberId,
      storeId: s.desk.storeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { giftCardId } = (res.json() as { data: { giftCardId: string } }).data;
    expect(await placeOf(memberGiftCards, giftCardId)).toEqual({
      storeId: s.desk.storeId,
      counter: s.sessionCounter,
    });
  });

  it('rewardtransaction/add {customerId, billingAmount, gc, wallet, storeId}, then reward {customerId, billingAmount, rtId, storeId}', async () => {
    const added = await post('/rewardtransaction/add', {
      customerId: s.member.memberId,
      billingAmount: '30.00',
      gc: '',
      wallet: '10.00',
      storeId: s.desk.storeId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { rtId } = added.json() as { rtId: string };
    expect(await placeOf(rewardTransactions, rtId)).toEqual({
      storeId: s.desk.storeId,
      counter: s.sessionCounter,
    });
    const approved = await call(t.app, s.member.token, '/customer/rewardtransaction/approve', { rtId });
    expect(approved.statusCode, approved.body).toBe(200);
    const completed = await post('/rewardtransaction/reward', {
      customerId: s.member.memberId,
      billingAmount: '30.00',
      rtId,
      storeId: s.desk.storeId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((completed.json() as { data: { walletRedeemAmount: number } }).data.walletRedeemAmount).toBe(10);
  });

  it('rewardtransaction/reward {customerId, billingAmount}: "only customer id and billing amount"', async () => {
    const res = await post('/rewardtransaction/reward', {
      customerId: s.member.memberId,
      billingAmount: '25.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rtId, pointsEarned } = (res.json() as { data: { rtId: string; pointsEarned: number } }).data;
    expect(pointsEarned).toBe(25);
    expect(await placeOf(rewardTransactions, rtId)).toEqual({
      storeId: s.sessionStore,
      counter: s.sessionCounter,
    });
  });

  it('subscription/reward {customerId, billingAmount}', async () => {
    const res = await post('/subscription/reward', { customerId: s.member.memberId, billingAmount: '8.00' });
    expect(res.statusCode, res.body).toBe(200);
    const { rtId } = (res.json() as { data: { rtId: string } }).data;
    expect(await placeOf(rewardTransactions, rtId)).toEqual({
      storeId: s.sessionStore,
      counter: s.sessionCounter,
    });
  });
});

describe('POST /{business,staff}/session/counter', () => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await openDesk(t, t.db);
  });

  it("refuses another business's store with 404 and a counter the store lacks with 400", async () => {
    const other = await openDesk(t, t.db);
    const foreign = await call(t.app, desk.owner, '/business/session/counter', other.place);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Store not found' });
    const missing = await call(t.app, desk.staff, '/staff/session/counter', {
      storeId: desk.storeId,
      counter: 'Counter 99',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'This counter does not belong to the selected store.' });
  });

  it('needs both a store and a counter', async () => {
    const res = await call(t.app, desk.owner, '/business/session/counter', { storeId: desk.storeId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Counter is required' });
  });
});
