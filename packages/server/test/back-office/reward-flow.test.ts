import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REWARD_PLAN_DEFAULTS, rewardTransactions, users } from '../../src/db/schema/index.js';
import { REWARD_MESSAGES } from '../../src/domain/rewards/messages.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import {
  addRedemption,
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  publishTemplate,
  rewardAtDesk,
  sell,
} from '../helpers/front-desk.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

const { pointsForNewSubscription: WELCOME, pointsBonusForFirstShopping: FIRST } = REWARD_PLAN_DEFAULTS;

async function details(memberId: string, token = desk.owner, role = 'business') {
  const res = await call(t.app, token, `/${role}/customer/details`, { customerId: memberId });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    walletBalance: number;
    gcBalance: number;
    pointsBalance: number;
    isSubscribed: boolean;
  };
}

describe('plain reward', () => {
  it('subscribes the member, earns floor(dollars) points plus the welcome and first-shopping bonus', async () => {
    const member = await newMember(t);
    expect(await details(member.memberId)).toMatchObject({ pointsBalance: 0, isSubscribed: false });
    const res = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: '42.99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Reward transaction completed successfully!',
      data: {
        rtId: expect.any(String),
        billingAmount: 42.99,
        walletRedeemAmount: 0,
        giftCardRedeemAmount: 0,
        paidAmount: 42.99,
        pointsEarned: 42,
        bonusPoints: WELCOME + FIRST,
        pointsConverted: 0,
        stampsEarned: 0,
        stampsConverted: 0,
        walletCredited: 0,
        pointsBalance: 42 + WELCOME + FIRST,
        stampsBalance: 0,
        walletBalance: 0,
        tier: null,
      },
    });
    // The second purchase earns no bonus.
    const again = await call(t.app, desk.owner, '/business/subscription/reward', {
      customerId: member.memberId,
      billingAmount: 10,
      ...desk.place,
    });
    expect(again.json().data).toMatchObject({
      pointsEarned: 10,
      bonusPoints: 0,
      pointsBalance: 52 + WELCOME + FIRST,
    });
  });

  it('converts whole blocks of 1,000 points to $100.00 each, keeping the rest as points', async () => {
    const member = await newMember(t);
    const res = await rewardAtDesk(t.app, desk, 'owner', {
      customerId: member.memberId,
      billingAmount: 2100,
    });
    const points = 2100 + WELCOME + FIRST;
    expect(res.json().data).toMatchObject({
      pointsConverted: 2000,
      walletCredited: 200,
      pointsBalance: points - 2000,
      walletBalance: 200,
    });
    expect(await details(member.memberId)).toMatchObject({
      walletBalance: 200,
      pointsBalance: points - 2000,
    });
  });
});

describe('reward with redemption', () => {
  it('add → approve → reward debits wallet and gift cards and earns points on the paid part', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 30);
    const template = await publishTemplate(t.app, desk, { amount: 50, discount: 10, validity: 400 });
    await sell(t.app, desk, member.memberId, template);
    expect(await details(member.memberId, desk.staff, 'staff')).toMatchObject({
      walletBalance: 30,
      gcBalance: 50,
    });

    const added = await addRedemption(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: '100.00',
      wallet: '20.5',
      gc: 45,
    });
    expect(added.statusCode).toBe(200);
    const { rtId } = added.json();
    expect(added.json()).toMatchObject({ status: 'INITIATED', balanceAmount: 34.5 });

    const status = () => call(t.app, desk.staff, '/staff/rewardtransaction/status', { rtId });
    expect((await status()).json()).toEqual({ rtId, status: 'INITIATED' });

    const early = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 100,
      rtId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: REWARD_MESSAGES.notApproved });

    const pending = await call(t.app, member.token, '/customer/rewardtransaction/pending', {});
    expect(pending.json().rewardTransactions).toEqual([
      expect.objectContaining({
        rtId,
        billingAmount: 100,
        walletRedeemAmount: 20.5,
        giftCardRedeemAmount: 45,
      }),
    ]);
    const approve = await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId });
    expect(approve.json()).toMatchObject({ rtId, status: 'CUSTOMER_APPROVED' });
    expect((await status()).json().status).toBe('CUSTOMER_APPROVED');

    const done = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: '100',
      rtId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Reward transaction with redeem amounts completed successfully!',
      data: { paidAmount: 34.5, pointsEarned: 34, walletBalance: 9.5 },
    });
    expect(await details(member.memberId)).toMatchObject({ walletBalance: 9.5, gcBalance: 5 });
    expect((await status()).json().status).toBe('COMPLETED');

    const twice = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 100,
      rtId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: REWARD_MESSAGES.alreadyCompleted });
    const remove = await call(t.app, desk.staff, '/staff/rewardtransaction/delete', { rtId });
    expect(remove.statusCode).toBe(409);
  });

  it('refuses redeem amounts above the balances, and needs at least one', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const add = (amounts: object) =>
      call(t.app, desk.owner, '/business/rewardtransaction/add', {
        customerId: member.memberId,
        ...desk.place,
        ...amounts,
      });
    const tooMuch = await add({ billingAmount: 50, wallet: 10.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: REWARD_MESSAGES.walletTooLow });
    expect((await add({ billingAmount: 50, gc: 1 })).json()).toEqual({
      error: REWARD_MESSAGES.giftCardTooLow,
    });
    const none = await add({ billingAmount: 50, wallet: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Enter a wallet or gift card redeem amount.' });
    // Untouched form fields arrive as empty text: that is no redemption, not a malformed amount.
    expect((await add({ billingAmount: 50, wallet: '', gc: '' })).json()).toEqual({
      error: 'Enter a wallet or gift card redeem amount.',
    });
    expect((await add({ billingAmount: 50, wallet: '4', gc: '' })).statusCode).toBe(200);
    const over = await add({ billingAmount: 5, wallet: 6 });
    expect(over.json()).toEqual({
      error: 'The sum of wallet and gift card redeem amounts cannot exceed the billing amount.',
    });
  });

  it('rejected: cannot be completed; a withdrawal keeps the rejection and changes nothing', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const added = await addRedemption(t.app, desk, 'owner', {
      customerId: member.memberId,
      billingAmount: 20,
      wallet: 5,
    });
    const { rtId } = added.json();
    const reject = await call(t.app, member.token, '/customer/rewardtransaction/reject', { rtId });
    expect(reject.json()).toMatchObject({ status: 'CUSTOMER_REJECTED' });
    const approveLater = await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId });
    expect(approveLater.statusCode).toBe(409);
    const reward = await rewardAtDesk(t.app, desk, 'owner', {
      customerId: member.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(reward.json()).toEqual({ error: REWARD_MESSAGES.wasRejected });
    for (let i = 0; i < 2; i++) {
      const del = await call(t.app, desk.owner, '/business/rewardtransaction/delete', { rtId });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({
        message: REWARD_MESSAGES.rejectedNotCancelled,
        rtId,
        status: 'CUSTOMER_REJECTED',
      });
    }
    const [row] = await t.db.select().from(rewardTransactions).where(eq(rewardTransactions.id, rtId));
    expect(row).toMatchObject({ status: 'CUSTOMER_REJECTED', deletedAt: null, deletedByUserId: null });
    expect(await details(member.memberId)).toMatchObject({ walletBalance: 10 });
  });

  it('a withdrawal records who made it and when; withdrawing again changes nothing', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 20, wallet: 5 });
    const del = await call(t.app, desk.staff, '/staff/rewardtransaction/delete', { rtId });
    expect(del.json()).toEqual({ message: REWARD_MESSAGES.deleted, rtId, status: 'DELETED' });
    const [staffUser] = await t.db
      .select({ userId: users.id })
      .from(users)
      .where(and(eq(users.businessId, desk.business.id), eq(users.role, 'S')));
    const [row] = await t.db.select().from(rewardTransactions).where(eq(rewardTransactions.id, rtId));
    expect(row).toMatchObject({
      status: 'DELETED',
      deletedAt: t.clock.now(),
      deletedByUserId: staffUser?.userId,
    });
    t.clock.advance(1000);
    await call(t.app, desk.owner, '/business/rewardtransaction/delete', { rtId });
    const [again] = await t.db.select().from(rewardTransactions).where(eq(rewardTransactions.id, rtId));
    expect(again).toEqual(row);
  });

  it('checks the billing amount and member against what was authorised', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 20, wallet: 5 });
    const wrongAmount = await rewardAtDesk(t.app, desk, 'owner', {
      customerId: member.memberId,
      billingAmount: 25,
      rtId,
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ error: REWARD_MESSAGES.billingMismatch });
    const wrongMember = await rewardAtDesk(t.app, desk, 'owner', {
      customerId: other.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(wrongMember.json()).toEqual({ error: REWARD_MESSAGES.otherMember });
  });
});

describe('expiry after 10 minutes (injected clock)', () => {
  it('an unanswered request is INITIATED until 10 minutes pass, then EXPIRED for everyone', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const added = await addRedemption(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 20,
      wallet: 5,
    });
    const { rtId } = added.json();
    const status = async () =>
      (await call(t.app, desk.staff, '/staff/rewardtransaction/status', { rtId })).json().status;
    t.clock.advance(10 * 60_000 - 1);
    expect(await status()).toBe('INITIATED');
    t.clock.advance(1);
    expect(await status()).toBe('EXPIRED');
    const pending = await call(t.app, member.token, '/customer/rewardtransaction/pending', {});
    expect(pending.json().rewardTransactions).toEqual([]);
    const approve = await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({ error: REWARD_MESSAGES.expired });
    const reward = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(reward.statusCode).toBe(409);
    expect(reward.json()).toEqual({ error: REWARD_MESSAGES.expired });
    const listed = await call(t.app, desk.owner, '/business/rewardtransaction/list', {
      customerId: member.memberId,
      status: ['EXPIRED'],
    });
    expect(listed.json()).toMatchObject({
      totalCount: 1,
      rewardTransactions: [{ id: rtId, status: 'EXPIRED' }],
    });
  });

  it('an approval not completed within 10 minutes of it expires; nothing moves', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 10);
    const added = await addRedemption(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 20,
      wallet: 5,
    });
    const { rtId } = added.json();
    // Approved 9 minutes after the request: the 10 minutes count from the approval.
    t.clock.advance(9 * 60_000);
    await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId });
    const status = async () =>
      (await call(t.app, desk.staff, '/staff/rewardtransaction/status', { rtId })).json().status;
    t.clock.advance(10 * 60_000 - 1);
    expect(await status()).toBe('CUSTOMER_APPROVED');
    t.clock.advance(1);
    expect(await status()).toBe('EXPIRED');
    const reward = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(reward.statusCode).toBe(409);
    expect(reward.json()).toEqual({ error: REWARD_MESSAGES.expired });
    const listed = await call(t.app, desk.owner, '/business/rewardtransaction/list', {
      customerId: member.memberId,
      status: ['CUSTOMER_APPROVED'],
    });
    expect(listed.json()).toMatchObject({ totalCount: 0 });
    expect(await details(member.memberId)).toMatchObject({ walletBalance: 10 });
  });
});

describe('reward transaction list', () => {
  it('lists the business’s transactions newest first with member, initiator, store and counter', async () => {
    const member = await newMember(t);
    await rewardAtDesk(t.app, desk, 'staff', { customerId: member.memberId, billingAmount: 12.5 });
    const res = await call(t.app, desk.staff, '/staff/rewardtransaction/list', {
      customerId: member.memberId,
      offset: 0,
      limit: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalCount: 1,
      rewardTransactions: [
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          customerId: member.memberId,
          customerName: expect.any(String),
          totalBillingAmount: 12.5,
          walletRedeemAmount: 0,
          giftCardRedeemAmount: 0,
          pointsEarned: 12,
          initiator: expect.stringMatching(/^Staff /),
          storeName: desk.business.storeName,
          counter: desk.counter,
          status: 'COMPLETED',
          completedAt: expect.any(String),
        },
      ],
    });
  });
});
