import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REWARD_PLAN_KEYS,
  type AuditEvent,
  type GiftCardTransaction,
  type MemberActivityItem,
  type ReturnablePurchase,
  type ReturnOutcome,
  type RewardPlanEntries,
  type WalletTransaction,
} from '../../src/contract.js';
import { purchaseReturns } from '../../src/db/schema/index.js';
import { RETURN_MESSAGES } from '../../src/domain/returns/messages.js';
import { STAFF_LIMIT_MESSAGES } from '../../src/domain/staff-limits/messages.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import {
  addRedemption,
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  rewardAtDesk,
  sell,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';
import { setStaffLimits, signedInStaff } from '../helpers/staff-member.js';

const t = setUpTestApp();
const desk = setUpDesk(t);
const DAY_MS = 24 * 60 * 60_000;

/** POST …/rewardtransaction/return as the desk's owner (or another token and prefix). */
function returnOf(
  body: Record<string, unknown>,
  { token = desk.owner, prefix = '/business', key }: { token?: string; prefix?: string; key?: string } = {},
): Promise<LightMyRequestResponse> {
  return call(
    t.app,
    token,
    `${prefix}/rewardtransaction/return`,
    body,
    key === undefined ? {} : { 'idempotency-key': key },
  );
}

const outcome = (res: LightMyRequestResponse) => (res.json() as { data: ReturnOutcome }).data;

async function balances(member: Member, on: Desk = desk) {
  const res = await call(t.app, on.owner, '/business/customer/details', { customerId: member.memberId });
  expect(res.statusCode).toBe(200);
  return res.json() as { walletBalance: number; gcBalance: number; pointsBalance: number };
}

/** A completed purchase: a plain reward, or with wallet and gift-card money the member approved. */
async function purchase(
  member: Member,
  amounts: { billingAmount: number; wallet?: number; gc?: number },
  on: Desk = desk,
): Promise<string> {
  const redeems = (amounts.wallet ?? 0) + (amounts.gc ?? 0) > 0;
  const rtId = redeems ? await approvedRedemption(t.app, on, member, amounts) : undefined;
  const res = await rewardAtDesk(t.app, on, 'staff', {
    customerId: member.memberId,
    billingAmount: amounts.billingAmount,
    ...(rtId === undefined ? {} : { rtId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rtId: string } }).data.rtId;
}

/** A member with $20.00 in the wallet and a $10.00 gift card (validity in days, null: never expires). */
async function memberWithMoney(validity: number | null = null): Promise<Member> {
  const member = await newMember(t);
  await fundWallet(t.app, desk, member.memberId, 20);
  const templateId = await publishTemplate(t.app, desk, { amount: 10, validity });
  await sell(t.app, desk, member.memberId, templateId);
  return member;
}

describe('POST /{business,staff}/rewardtransaction/return: the worked example', () => {
  it('$80.00 with $20.00 wallet and $10.00 gift card, returned $40.00 then $40.00: the parts add up', async () => {
    const member = await memberWithMoney();
    // Welcome points came with the refund that subscribed the member; the purchase earns 50 on
    // the $50.00 paid and the 25-point first-shopping bonus.
    const rtId = await purchase(member, { billingAmount: 80, wallet: 20, gc: 10 });
    expect(await balances(member)).toEqual(
      expect.objectContaining({ walletBalance: 0, gcBalance: 0, pointsBalance: 125 }),
    );

    const first = await returnOf({ rtId, amount: '40.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: RETURN_MESSAGES.returned,
      data: {
        rtId,
        returnedAmount: 40,
        pointsReversed: 25,
        walletReturned: 10,
        giftcardReturned: 5,
        giftcardToWallet: 0,
        cashReturned: 25,
        pointsShortfall: 0,
        stampsReversed: 0,
        stampsShortfall: 0,
        returnableLeft: 40,
      },
    });
    expect(await balances(member)).toEqual(
      expect.objectContaining({ walletBalance: 10, gcBalance: 5, pointsBalance: 100 }),
    );

    const second = await returnOf({ rtId, amount: 40 });
    expect(second.statusCode, second.body).toBe(200);
    // The rest exactly, and the first-shopping bonus with the last return.
    expect(outcome(second)).toEqual({
      rtId,
      returnedAmount: 40,
      pointsReversed: 50,
      walletReturned: 10,
      giftcardReturned: 5,
      giftcardToWallet: 0,
      cashReturned: 25,
      pointsShortfall: 0,
      stampsReversed: 0,
      stampsShortfall: 0,
      returnableLeft: 0,
    });
    expect(await balances(member)).toEqual(
      expect.objectContaining({ walletBalance: 20, gcBalance: 10, pointsBalance: 50 }),
    );

    const third = await returnOf({ rtId, amount: 0.01 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: RETURN_MESSAGES.fullyReturned });
  });

  it('shows in the transaction lists, the CSV, the member activity and the audit trail', async () => {
    const member = await memberWithMoney();
    const rtId = await purchase(member, { billingAmount: 80, wallet: 20, gc: 10 });
    expect((await returnOf({ rtId, amount: 40 })).statusCode).toBe(200);

    const wallet = await call(t.app, desk.owner, '/business/transaction/wallet/list', {
      offset: 0,
      limit: 100,
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const walletRows = (wallet.json() as { transactions: WalletTransaction[] }).transactions.filter(
      (row) => row.toId === member.memberId && row.kind === 'Return',
    );
    expect(walletRows.map((row) => [row.type, row.billingAmount]).sort()).toEqual([
      ['Return', 10],
      ['Reward', -25],
    ]);

    const cards = await call(t.app, desk.owner, '/business/transaction/giftcard/list', {
      offset: 0,
      limit: 100,
    });
    expect(cards.statusCode, cards.body).toBe(200);
    const cardRows = (cards.json() as { transactions: GiftCardTransaction[] }).transactions.filter(
      (row) => row.fromId === member.memberId && row.type === 'Return',
    );
    expect(cardRows.map((row) => row.amount)).toEqual([5]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v2/business/transaction/wallet/export',
      headers: { authorization: `Bearer ${desk.owner}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(',Return,');

    const activity = await call(t.app, member.token, '/customer/activity/list', {});
    expect(activity.statusCode, activity.body).toBe(200);
    const [latest] = (activity.json() as { activity: MemberActivityItem[] }).activity;
    expect(latest).toMatchObject({
      kind: 'return',
      returnedToWallet: 10,
      returnedToGiftCard: 5,
      pointsReversed: 25,
    });

    const audit = await call(t.app, desk.owner, '/business/audit/list', { limit: 100, action: ['return'] });
    expect(audit.statusCode, audit.body).toBe(200);
    const events = (audit.json() as { events: AuditEvent[] }).events;
    expect(events[0]?.details).toMatchObject({ customerId: member.memberId, rtId, amountCents: 4000 });
  });
});

describe('returnable purchases: POST /{business,staff}/customer/purchases', () => {
  it('lists this business’s completed purchases with something left, newest first', async () => {
    const member = await newMember(t);
    const older = await purchase(member, { billingAmount: 30 });
    t.clock.advance(60_000);
    const newer = await purchase(member, { billingAmount: 12.5 });
    // Another business's purchase of the same member never shows here.
    const other = await openDesk(t, t.db);
    await purchase(member, { billingAmount: 99 }, other);
    expect((await returnOf({ rtId: older, amount: 10 })).statusCode).toBe(200);

    const res = await call(t.app, desk.staff, '/staff/customer/purchases', {
      customerId: member.memberId,
      offset: 0,
      limit: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { totalItems: ReturnablePurchase[]; totalCount: number };
    expect(body.totalCount).toBe(2);
    expect(body.totalItems.map((p) => [p.rtId, p.billingAmount, p.returnableAmount])).toEqual([
      [newer, 12.5, 12.5],
      [older, 30, 20],
    ]);
    expect(body.totalItems[0]?.storeName).toEqual(expect.any(String));

    expect((await returnOf({ rtId: newer, amount: 12.5 })).statusCode).toBe(200);
    const after = await call(t.app, desk.owner, '/business/customer/purchases', {
      customerId: member.memberId,
      offset: 0,
      limit: 10,
    });
    expect((after.json() as { totalCount: number }).totalCount).toBe(1);
  });

  it('an unknown member is 404; bad paging is a 400, never a 500', async () => {
    const unknown = await call(t.app, desk.owner, '/business/customer/purchases', {
      customerId: '999999999',
      offset: 0,
      limit: 10,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t.app, desk.owner, '/business/customer/purchases', {
      customerId: '123456789',
      offset: -1,
      limit: 10,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  let member: Member;
  let rtId: string;
  beforeAll(async () => {
    member = await newMember(t);
    rtId = await purchase(member, { billingAmount: 80 });
  });

  it('more than is returnable: 409 saying how much is left, nothing changes', async () => {
    const res = await returnOf({ rtId, amount: 80.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: RETURN_MESSAGES.overReturnable(8000) });
    const rows = await t.db
      .select()
      .from(purchaseReturns)
      .where(eq(purchaseReturns.rewardTransactionId, rtId));
    expect(rows).toEqual([]);
  });

  it('another business’s purchase is the same 404 as an unknown or malformed one', async () => {
    const other = await openDesk(t, t.db);
    const answers = await Promise.all([
      returnOf({ rtId, amount: 1 }, { token: other.owner }),
      returnOf({ rtId, amount: 1 }, { token: other.staff, prefix: '/staff' }),
      returnOf({ rtId: randomUUID(), amount: 1 }),
      returnOf({ rtId: 'not-a-purchase', amount: 1 }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: RETURN_MESSAGES.notFound });
    }
  });

  it('a purchase that is not completed is refused', async () => {
    const funded = await newMember(t);
    await fundWallet(t.app, desk, funded.memberId, 10);
    const added = await addRedemption(t.app, desk, 'staff', {
      customerId: funded.memberId,
      billingAmount: 20,
      wallet: 5,
    });
    const pending = (added.json() as { rtId: string }).rtId;
    const res = await returnOf({ rtId: pending, amount: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: RETURN_MESSAGES.notCompleted });
  });

  it('bad input is a 400 with the field’s text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rtId, amount: 0 }, 'Return amount'],
      [{ rtId, amount: 'ten' }, 'Return amount'],
      [{ rtId, amount: 1.001 }, 'Return amount'],
      [{ rtId, amount: -1 }, 'Return amount'],
      [{ amount: 1 }, 'Transaction ID is required'],
      [{ rtId }, 'Return amount'],
    ];
    for (const [body, text] of cases) {
      const res = await returnOf(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { error: string }).error).toContain(text);
    }
  });
});

describe('race-safe and idempotent', () => {
  it('concurrent returns of one purchase: only the permissible total goes through', async () => {
    const member = await newMember(t);
    const rtId = await purchase(member, { billingAmount: 100 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => returnOf({ rtId, amount: 30 })));
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(ok).toHaveLength(3);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: RETURN_MESSAGES.overReturnable(1000) });
    }
    const rows = await t.db
      .select()
      .from(purchaseReturns)
      .where(eq(purchaseReturns.rewardTransactionId, rtId));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(9000);
    // 100 points + the 25 bonus + 50 welcome of the subscription the purchase opened; 30 each back.
    expect((await balances(member)).pointsBalance).toBe(175 - 90);
  });

  it('an Idempotency-Key replays the first answer and returns once; another body with it is a 422', async () => {
    const member = await newMember(t);
    const rtId = await purchase(member, { billingAmount: 50 });
    const key = `return-${randomUUID()}`;
    const first = await returnOf({ rtId, amount: 20 }, { key });
    const again = await returnOf({ rtId, amount: '20.00' }, { key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(purchaseReturns)
      .where(eq(purchaseReturns.rewardTransactionId, rtId));
    expect(rows).toHaveLength(1);
    const reused = await returnOf({ rtId, amount: 5 }, { key });
    expect(reused.statusCode).toBe(422);
  });
});

describe('points already spent, gift cards expired', () => {
  it('a return after the points were converted to wallet money takes what is left and records the shortfall', async () => {
    const shop = await openDesk(t, t.db);
    const plan = (await call(t.app, shop.owner, '/business/rewardplan/details')).json() as {
      data: RewardPlanEntries;
    };
    const body = Object.fromEntries(
      REWARD_PLAN_KEYS.map((key) => [
        key,
        key === 'minimumPointsRedeemTarget' ? { ...plan.data[key], value: 100 } : plan.data[key],
      ]),
    );
    expect((await call(t.app, shop.owner, '/business/rewardplan/update', body)).statusCode).toBe(200);
    const member = await newMember(t);
    // 150 earned + 25 first-shopping + 50 welcome = 225 points: 200 of them become $20.00 (10 cents a point), 25 stay.
    const rtId = await purchase(member, { billingAmount: 150 }, shop);
    expect(await balances(member, shop)).toEqual(
      expect.objectContaining({ pointsBalance: 25, walletBalance: 20 }),
    );

    const partial = await returnOf({ rtId, amount: 100 }, { token: shop.owner });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(outcome(partial)).toMatchObject({ pointsReversed: 25, pointsShortfall: 75, returnableLeft: 50 });

    const rest = await returnOf({ rtId, amount: 50 }, { token: shop.owner });
    expect(outcome(rest)).toMatchObject({ pointsReversed: 0, pointsShortfall: 50 + 75, returnableLeft: 0 });
    // Never below zero; the converted wallet money stays the member's.
    expect(await balances(member, shop)).toEqual(
      expect.objectContaining({ pointsBalance: 0, walletBalance: 20 }),
    );
    const rows = await t.db
      .select()
      .from(purchaseReturns)
      .where(eq(purchaseReturns.rewardTransactionId, rtId));
    expect(
      rows.map((row) => [row.pointsDue, row.bonusPointsDue, row.pointsReversed, row.pointsShortfall]),
    ).toEqual(
      expect.arrayContaining([
        [100, 0, 25, 75],
        [50, 75, 0, 125],
      ]),
    );
  });

  it('a return after the gift card expired gives the card’s share to the wallet', async () => {
    const member = await memberWithMoney(1);
    const rtId = await purchase(member, { billingAmount: 40, wallet: 10, gc: 8 });
    t.clock.advance(2 * DAY_MS);
    const res = await returnOf({ rtId, amount: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect(outcome(res)).toMatchObject({
      walletReturned: 10,
      giftcardReturned: 8,
      giftcardToWallet: 8,
      cashReturned: 22,
    });
    // $10.00 left in the wallet after the purchase, + $10.00 + $8.00; the expired card stays at $2.00.
    expect(await balances(member)).toEqual(expect.objectContaining({ walletBalance: 28, gcBalance: 0 }));
  });
});

describe('staff limits apply to returns as to refunds', () => {
  it('a staff member returning above their limit is refused and the attempt recorded; below it goes through', async () => {
    const staff = await signedInStaff(t, desk);
    const member = await newMember(t);
    const rtId = await purchase(member, { billingAmount: 200 });
    const above = await returnOf({ rtId, amount: 150 }, { token: staff.token, prefix: '/staff' });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual({ error: STAFF_LIMIT_MESSAGES.returnAboveLimit(10000) });
    const refused = await call(t.app, desk.owner, '/business/audit/list', {
      limit: 100,
      action: ['return-refused'],
    });
    expect((refused.json() as { events: AuditEvent[] }).events[0]?.details).toMatchObject({
      customerId: member.memberId,
      amountCents: 15000,
    });

    // Refunds and returns count together against the daily limit.
    await setStaffLimits(t, desk, staff, { refundLimit: 100, dailyRefundLimit: 120 });
    const refund = await call(t.app, staff.token, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: 100,
      ...desk.place,
    });
    expect(refund.statusCode).toBe(200);
    const pastDay = await returnOf({ rtId, amount: 30 }, { token: staff.token, prefix: '/staff' });
    expect(pastDay.statusCode).toBe(403);
    expect(pastDay.json()).toEqual({ error: STAFF_LIMIT_MESSAGES.returnsPastDailyLimit(12000, 2000) });
    const within = await returnOf({ rtId, amount: 20 }, { token: staff.token, prefix: '/staff' });
    expect(within.statusCode, within.body).toBe(200);
  });
});
