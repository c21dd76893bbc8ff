import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, sendOtp } from '../helpers/flows.js';
import { call, fundWallet, newMember, openDesk, publishTemplate, sell } from '../helpers/front-desk.js';

const t = setUpTestApp();

function verifyMember(email: string, otp: number, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/user/verifyloginotp`,
    payload: { userType: 'C', client: 'Web', user: { email, otp, ...extra } },
  });
}

describe('member sign-in (userType C)', () => {
  it('the first sign-in creates the member with a memberId and a unique username; later ones find them', async () => {
    const first = await newMember(t, 'sam.lee@example.com');
    expect(first.memberId).toMatch(/^[1-9]\d{8}$/);
    expect(first.username).toBe('sam.lee');
    t.clock.advance(31_000);
    const again = await newMember(t, 'sam.lee@example.com');
    expect(again.memberId).toBe(first.memberId);
    // Another e-mail with the same local part gets another username.
    const namesake = await newMember(t, 'sam.lee@elsewhere.example');
    expect(namesake.username).toMatch(/^sam\.lee\d{3}$/);
    const rows = await t.db.select().from(members).where(eq(members.email, 'sam.lee@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers with the member, and takes an optional name at the first sign-in', async () => {
    await sendOtp(t.app, { userType: 'C', email: 'zoe@example.com' });
    const res = await verifyMember('zoe@example.com', Number(t.delivery.lastCodeFor('zoe@example.com')), {
      name: 'Zoë Martin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      message: AUTH_MESSAGES.loggedIn,
      data: {
        id: expect.any(String),
        userType: 'C',
        name: 'Zoë Martin',
        email: 'zoe@example.com',
        memberId: expect.stringMatching(/^\d{9}$/),
        username: 'zoe.martin',
      },
    });
    const profile = await call(t.app, res.json().token, '/customer/profile');
    expect(profile.json()).toMatchObject({ name: 'Zoë Martin', username: 'zoe.martin' });
  });

  it('logout ends the member session at once', async () => {
    const member = await newMember(t);
    expect((await call(t.app, member.token, '/customer/profile')).statusCode).toBe(200);
    const out = await call(t.app, member.token, '/customer/logout');
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    const after = await call(t.app, member.token, '/customer/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
  });

  it('a wrong code is refused and does not create a member', async () => {
    await sendOtp(t.app, { userType: 'C', email: 'nobody@example.com' });
    const code = Number(t.delivery.lastCodeFor('nobody@example.com'));
    const res = await verifyMember('nobody@example.com', code === 999999 ? 100000 : code + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
    expect(await t.db.select().from(members).where(eq(members.email, 'nobody@example.com'))).toEqual([]);
  });
});

describe('member endpoints', () => {
  it('lists balances per business the member is subscribed to', async () => {
    const member = await newMember(t);
    const cafe = await openDesk(t, t.db);
    const bakery = await openDesk(t, t.db);
    expect((await call(t.app, member.token, '/customer/subscription/list', {})).json()).toEqual({
      subscriptions: [],
    });
    await fundWallet(t.app, cafe, member.memberId, 7.5);
    const template = await publishTemplate(t.app, bakery, { amount: 30, validity: null });
    await sell(t.app, bakery, member.memberId, template);
    const res = await call(t.app, member.token, '/customer/subscription/list', {});
    const subs = (
      res.json() as { subscriptions: { businessName: string; walletBalance: number; gcBalance: number }[] }
    ).subscriptions;
    expect(subs).toHaveLength(2);
    expect(subs.find((s) => s.businessName === cafe.business.businessName)).toMatchObject({
      walletBalance: 7.5,
      gcBalance: 0,
      pointsBalance: 50,
      // The default plan: blocks of 1,000 points at 10 cents, so 950 more bring $100.00.
      nextConversion: { points: 950, value: 100 },
    });
    // GET /customer/subscriptions answers the same.
    expect((await call(t.app, member.token, '/customer/subscriptions')).json()).toEqual(res.json());
    expect(subs.find((s) => s.businessName === bakery.business.businessName)).toMatchObject({
      walletBalance: 0,
      gcBalance: 30,
      businessHandle: bakery.business.handle,
    });
  });

  it('approving twice is harmless; the pending list shows business, store and amounts', async () => {
    const member = await newMember(t);
    const desk = await openDesk(t, t.db);
    await fundWallet(t.app, desk, member.memberId, 10);
    const added = await call(t.app, desk.staff, '/staff/rewardtransaction/add', {
      customerId: member.memberId,
      billingAmount: 12,
      wallet: 2.5,
      ...desk.place,
    });
    const { rtId } = added.json();
    const pending = await call(t.app, member.token, '/customer/rewardtransaction/pending', {});
    expect(pending.json().rewardTransactions).toEqual([
      {
        rtId,
        businessId: desk.business.id,
        businessName: desk.business.businessName,
        storeName: desk.business.storeName,
        brandColor: null,
        billingAmount: 12,
        walletRedeemAmount: 2.5,
        giftCardRedeemAmount: 0,
        balanceAmount: 9.5,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'CUSTOMER_APPROVED' });
    }
    const reject = await call(t.app, member.token, '/customer/rewardtransaction/reject', { rtId });
    expect(reject.statusCode).toBe(409);
  });
});
