import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { GIFT_CARD_MESSAGES } from '../../src/domain/gift-cards/messages.js';
import { PLACE_MESSAGES } from '../../src/domain/places/messages.js';
import { REWARD_MESSAGES } from '../../src/domain/rewards/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

const t = setUpTestApp();
let a: Desk;
let b: Desk;
let member: Member;
let stranger: Member;
/** An approved redemption of business B's, for B's member. */
let theirRt: string;
let theirTemplate: string;

beforeAll(async () => {
  a = await openDesk(t, t.db);
  b = await openDesk(t, t.db);
  member = await newMember(t);
  stranger = await newMember(t);
  await fundWallet(t.app, b, member.memberId, 50);
  await fundWallet(t.app, a, member.memberId, 50);
  theirRt = await approvedRedemption(t.app, b, member, { billingAmount: 20, wallet: 10 });
  theirTemplate = await publishTemplate(t.app, b, { amount: 30, validity: null });
});

describe("another business's records answer 404, never data", () => {
  const sides = [
    { who: 'owner', token: () => a.owner, prefix: '/business' },
    { who: 'staff', token: () => a.staff, prefix: '/staff' },
  ];

  for (const side of sides) {
    it(`${side.who} of A cannot read, cancel or complete B's reward transaction`, async () => {
      for (const path of ['/rewardtransaction/status', '/rewardtransaction/delete']) {
        const res = await call(t.app, side.token(), `${side.prefix}${path}`, { rtId: theirRt });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: REWARD_MESSAGES.notFound });
      }
      const reward = await call(t.app, side.token(), `${side.prefix}/rewardtransaction/reward`, {
        customerId: member.memberId,
        billingAmount: 20,
        rtId: theirRt,
        ...a.place,
      });
      expect(reward.statusCode).toBe(404);
      const list = await call(t.app, side.token(), `${side.prefix}/rewardtransaction/list`, {});
      expect(list.json().rewardTransactions.map((r: { id: string }) => r.id)).not.toContain(theirRt);
    });

    it(`${side.who} of A cannot use B's store or sell B's gift card`, async () => {
      const refund = await call(t.app, side.token(), `${side.prefix}/customer/refund`, {
        customerId: member.memberId,
        refundAmount: 1,
        ...b.place,
      });
      expect(refund.statusCode).toBe(404);
      expect(refund.json()).toEqual({ error: PLACE_MESSAGES.storeNotFound });
      const sell = await call(t.app, side.token(), `${side.prefix}/giftcard/sell`, {
        cartItems: [{ id: theirTemplate }],
        customerId: member.memberId,
        ...a.place,
      });
      expect(sell.statusCode).toBe(404);
      expect(sell.json()).toEqual({ error: GIFT_CARD_MESSAGES.notFound });
      const list = await call(t.app, side.token(), `${side.prefix}/giftcard/list`, { status: ['Published'] });
      expect(list.json().data.totalItems.map((g: { id: string }) => g.id)).not.toContain(theirTemplate);
    });
  }

  it("A's owner cannot change B's gift card templates", async () => {
    for (const path of ['/giftcard/publish', '/giftcard/delete']) {
      const res = await call(t.app, a.owner, `/business${path}`, { id: theirTemplate });
      expect(res.statusCode).toBe(404);
    }
    const update = await call(t.app, a.owner, '/business/giftcard/update', {
      id: theirTemplate,
      amount: 1,
      discount: 1,
      validity: null,
    });
    expect(update.statusCode).toBe(404);
  });

  it('balances shown are those at the caller’s business only', async () => {
    const res = await call(t.app, a.staff, '/staff/customer/search', { query: member.username });
    expect(res.json()).toMatchObject({ walletBalance: 50 });
    const other = await call(t.app, b.staff, '/staff/customer/search', { query: member.memberId });
    expect(other.json()).toMatchObject({ walletBalance: 50 });
  });

  it('B’s approved transaction is still completable by B afterwards (nothing above changed it)', async () => {
    const res = await call(t.app, b.staff, '/staff/rewardtransaction/reward', {
      customerId: member.memberId,
      billingAmount: 20,
      rtId: theirRt,
      ...b.place,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('members act only on their own records', () => {
  it("another member's transaction is 404 for approve and reject, and absent from pending", async () => {
    const rtId = (
      await call(t.app, a.staff, '/staff/rewardtransaction/add', {
        customerId: member.memberId,
        billingAmount: 10,
        wallet: 5,
        ...a.place,
      })
    ).json().rtId as string;
    for (const path of ['/customer/rewardtransaction/approve', '/customer/rewardtransaction/reject']) {
      const res = await call(t.app, stranger.token, path, { rtId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: REWARD_MESSAGES.notFound });
    }
    const pending = await call(t.app, stranger.token, '/customer/rewardtransaction/pending', {});
    expect(pending.json().rewardTransactions).toEqual([]);
    const mine = await call(t.app, member.token, '/customer/rewardtransaction/pending', {});
    expect(mine.json().rewardTransactions.map((r: { rtId: string }) => r.rtId)).toContain(rtId);
  });
});

describe('roles', () => {
  it('staff cannot call owner-only paths (403)', async () => {
    const template = { amount: 10, discount: 5, validity: null };
    for (const [path, body] of [
      ['/business/giftcard/add', template],
      ['/business/giftcard/addandpublish', template],
      ['/business/giftcard/publish', { id: theirTemplate }],
      ['/business/giftcard/delete', { id: theirTemplate }],
      ['/business/customer/refund', { customerId: member.memberId, refundAmount: 1 }],
      ['/business/stats', undefined],
    ] as const) {
      const res = await call(t.app, a.staff, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.wrongRole });
    }
  });

  it('the owner cannot call the staff dashboard path; members and back office keep to their paths', async () => {
    expect((await call(t.app, a.owner, '/staff/getGCAndOffersForDashboard')).statusCode).toBe(403);
    expect((await call(t.app, member.token, '/business/customer/search', { query: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, a.staff, '/customer/profile')).statusCode).toBe(403);
    expect((await call(t.app, 'not-a-token', '/customer/profile')).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v2/customer/profile' });
    expect(anonymous.statusCode).toBe(401);
  });
});
