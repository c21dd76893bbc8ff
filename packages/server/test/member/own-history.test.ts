import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  rewardAtDesk,
  sell,
} from '../helpers/front-desk.js';

const t = setUpTestApp();

interface Activity {
  id: string;
  kind: string;
  businessName: string;
  billingAmount: number;
  pointsEarned: number;
  welcomePoints: number;
  firstShopBonus: number;
  storeName: string | null;
  walletRedeemed: number;
  giftCardRedeemed: number;
  refunded: number;
  giftCardBought: number;
}

const activityOf = async (token: string) =>
  (await call(t.app, token, '/customer/activity/list', {})).json().activity as Activity[];

describe("a member's own activity", () => {
  it('lists gift cards bought, refunds, rewards and redemptions, newest first, and only their own', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const desk = await openDesk(t, t.db);
    const template = await publishTemplate(t.app, desk, { amount: 40, discount: null, validity: null });
    await sell(t.app, desk, member.memberId, template);
    t.clock.advance(1_000);
    await fundWallet(t.app, desk, member.memberId, 6);
    t.clock.advance(1_000);
    const reward = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 10,
    });
    expect(reward.statusCode).toBe(200);
    t.clock.advance(1_000);
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 20, wallet: 6, gc: 4 });
    const completed = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(completed.statusCode).toBe(200);
    await fundWallet(t.app, desk, other.memberId, 3);

    const activity = await activityOf(member.token);
    expect(activity.map((a) => a.kind)).toEqual(['redemption', 'reward', 'refund', 'giftCardPurchase']);
    expect(activity.every((a) => a.businessName === desk.business.businessName)).toBe(true);
    expect(activity[0]).toMatchObject({
      id: `rt:${rtId}`,
      billingAmount: 20,
      walletRedeemed: 6,
      giftCardRedeemed: 4,
    });
    // The first purchase: 10 points for the bill, the plan's first-shop bonus apart, and its store.
    expect(activity[1]).toMatchObject({
      billingAmount: 10,
      walletRedeemed: 0,
      pointsEarned: 10,
      firstShopBonus: 25,
      storeName: desk.business.storeName,
    });
    expect(activity[2]).toMatchObject({ refunded: 6 });
    // The sale subscribed the member: its welcome points belong to it.
    expect(activity[3]).toMatchObject({ giftCardBought: 40, welcomePoints: 50 });

    // The points of the history add up to the balance.
    const { subscriptions } = (await call(t.app, member.token, '/customer/subscription/list', {})).json();
    const points = activity.reduce((sum, a) => sum + a.pointsEarned + a.firstShopBonus + a.welcomePoints, 0);
    expect(subscriptions[0].pointsBalance).toBe(points);

    expect((await activityOf(other.token)).map((a) => a.kind)).toEqual(['refund']);
  });

  it('shows points turned into wallet money on the purchase that earned them', async () => {
    const member = await newMember(t);
    const desk = await openDesk(t, t.db);
    // The default plan: 1 point per dollar, whole blocks of 1000 points convert at 10 cents each.
    const res = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 1000,
    });
    expect(res.statusCode).toBe(200);
    const [purchase] = await activityOf(member.token);
    expect(purchase).toMatchObject({
      kind: 'reward',
      billingAmount: 1000,
      pointsEarned: 1000,
      firstShopBonus: 25,
      welcomePoints: 50,
      pointsConverted: 1000,
      walletFromPoints: 100,
    });
  });

  it('is empty for a new member, and needs a member session', async () => {
    const member = await newMember(t);
    expect(await activityOf(member.token)).toEqual([]);
    const desk = await openDesk(t, t.db);
    expect((await call(t.app, desk.staff, '/customer/activity/list', {})).statusCode).toBe(403);
  });
});

describe("a member's own gift cards", () => {
  it('lists live cards in spending order, then spent and expired ones, with their business', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const desk = await openDesk(t, t.db);
    const never = await publishTemplate(t.app, desk, { amount: 25, discount: null, validity: null });
    const month = await publishTemplate(t.app, desk, { amount: 30, discount: 10, validity: 30 });
    const day = await publishTemplate(t.app, desk, { amount: 10, discount: null, validity: 1 });
    await sell(t.app, desk, member.memberId, never);
    await sell(t.app, desk, member.memberId, day);
    t.clock.advance(2 * 24 * 3600_000);
    await sell(t.app, desk, member.memberId, month);
    await sell(t.app, desk, other.memberId, never);

    const res = await call(t.app, member.token, '/customer/giftcard/list', {});
    expect(res.statusCode).toBe(200);
    const cards = res.json().giftCards as {
      faceValue: number;
      balance: number;
      expiresAt: string | null;
      state: string;
    }[];
    expect(cards.map((c) => [c.faceValue, c.state])).toEqual([
      [30, 'live'],
      [25, 'live'],
      [10, 'expired'],
    ]);
    expect(cards[0]).toMatchObject({ balance: 30, businessName: desk.business.businessName });
    expect(cards[0]?.expiresAt).toEqual(expect.any(String));
    expect(cards[1]?.expiresAt).toBeNull();
  });
});

describe("a member's own name", () => {
  it('is set and changed, trimmed, and an empty one is refused', async () => {
    const member = await newMember(t);
    const saved = await call(t.app, member.token, '/customer/profile/update', { name: '  Mia Chen ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Name saved',
      data: { name: 'Mia Chen', username: member.username },
    });
    expect((await call(t.app, member.token, '/customer/profile')).json()).toMatchObject({ name: 'Mia Chen' });

    const empty = await call(t.app, member.token, '/customer/profile/update', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Name is required' });
  });
});
