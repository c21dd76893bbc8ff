import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../src/domain/members/messages.js';
import { PLACE_MESSAGES } from '../../src/domain/places/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, device, sendOtp } from '../helpers/flows.js';
import { call, newMember, openDesk, type Desk, type Member } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let member: Member;

beforeAll(async () => {
  desk = await openDesk(t, t.db);
  member = await newMember(t, 'Ava.Nguyen@example.com');
});

describe('POST /{business,staff}/customer/search', () => {
  const search = (query: string, token = desk.staff, prefix = '/staff') =>
    call(t.app, token, `${prefix}/customer/search`, { query });

  it('finds one member by username in any case (with or without @) or by memberId', async () => {
    expect(member.username).toBe('ava.nguyen');
    expect(member.memberId).toMatch(/^[1-9]\d{8}$/);
    for (const query of ['ava.nguyen', 'AVA.Nguyen', '@ava.nguyen', `  ${member.memberId} `]) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toEqual({
        name: 'Ava Nguyen',
        // Not subscribed here: masked (test/http/customer-privacy.test.ts).
        email: 'a***@e***.com',
        memberId: member.memberId,
        username: 'ava.nguyen',
        walletBalance: 0,
        gcBalance: 0,
        pointsBalance: 0,
        rewardType: 'Points',
        stampsBalance: 0,
        stampsPerReward: 9,
        tier: null,
        isSubscribed: false,
      });
    }
  });

  it('never matches partially: a prefix or an e-mail is "Customer not found"', async () => {
    for (const query of ['ava', 'ava.nguye', member.memberId.slice(0, 8), 'ava.nguyen@example.com']) {
      const res = await search(query, desk.owner, '/business');
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toEqual({ error: MEMBER_MESSAGES.notFound });
    }
  });

  it('refuses an empty query with the contract message', async () => {
    const res = await search('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Enter the customer's username or member ID" });
  });

  it('customer/details takes the memberId and answers 404 for anything else', async () => {
    const ok = await call(t.app, desk.owner, '/business/customer/details', { customerId: member.memberId });
    expect(ok.json()).toMatchObject({ memberId: member.memberId, name: 'Ava Nguyen' });
    const byName = await call(t.app, desk.owner, '/business/customer/details', { customerId: 'ava.nguyen' });
    expect(byName.statusCode).toBe(404);
  });
});

describe('amount validation (400 with the field named)', () => {
  const reward = (billingAmount: unknown) =>
    call(t.app, desk.staff, '/staff/rewardtransaction/reward', {
      customerId: member.memberId,
      billingAmount,
      ...desk.place,
    });

  it.each([
    ['12.345', 'Billing amount can have at most two decimals.'],
    [-1, 'Billing amount cannot be negative.'],
    ['twelve', 'Billing amount must be a number, for example 12.50.'],
    [1_000_000.01, 'Billing amount cannot be more than $1,000,000.'],
    [0, 'Billing amount must be greater than 0.'],
    [undefined, 'Billing amount is required.'],
  ])('billingAmount %j → %s', async (amount, message) => {
    const res = await reward(amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('checks refund and redeem amounts the same way', async () => {
    const refund = await call(t.app, desk.staff, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: '0.001',
      ...desk.place,
    });
    expect(refund.json()).toEqual({ error: 'Refund amount can have at most two decimals.' });
    const zero = await call(t.app, desk.staff, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: 0,
      ...desk.place,
    });
    expect(zero.json()).toEqual({ error: 'Refund amount must be greater than 0.' });
    const wallet = await call(t.app, desk.staff, '/staff/rewardtransaction/add', {
      customerId: member.memberId,
      billingAmount: 10,
      wallet: -2,
      ...desk.place,
    });
    expect(wallet.json()).toEqual({ error: 'Wallet redeem amount cannot be negative.' });
  });

  it('the largest amount, $1,000,000.00, is accepted to the cent', async () => {
    const res = await reward('1000000.00');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.billingAmount).toBe(1_000_000);
  });
});

describe('store and counter of a money operation', () => {
  it('without a storeId and with a device that has no store: "Store data not found"', async () => {
    const res = await call(t.app, desk.staff, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PLACE_MESSAGES.noStore });
  });

  it('a counter that is not the store’s is refused', async () => {
    const res = await call(t.app, desk.staff, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: 1,
      storeId: desk.storeId,
      counter: 'Counter 99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PLACE_MESSAGES.counterNotFound });
  });

  it('falls back to the store and counter the device registered at sign-in', async () => {
    t.clock.advance(60_000);
    await sendOtp(t.app, { userType: 'B', email: desk.business.ownerEmail });
    const verified = await t.app.inject({
      method: 'POST',
      url: `${API}/user/verifyloginotp`,
      payload: {
        userType: 'B',
        client: 'Web',
        user: {
          email: desk.business.ownerEmail,
          otp: Number(t.delivery.lastCodeFor(desk.business.ownerEmail)),
          device: device(),
        },
        storeId: desk.storeId,
        counter: desk.counter,
      },
    });
    const token = verified.json().token as string;
    const res = await call(t.app, token, '/business/customer/refund', {
      customerId: member.memberId,
      refundAmount: 2,
    });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown member is 404', async () => {
    const res = await call(t.app, desk.staff, '/staff/customer/refund', {
      customerId: '999999999',
      refundAmount: 1,
      ...desk.place,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MEMBER_MESSAGES.notFound });
  });
});
