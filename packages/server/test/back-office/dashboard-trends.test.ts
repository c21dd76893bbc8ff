import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { signIn } from '../helpers/flows.js';
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
} from '../helpers/front-desk.js';

const t = setUpTestApp();
const DAY = 24 * 60 * 60_000;
const PATH = '/business/dashboard/trends';

interface Trends {
  timeZone: string;
  days: {
    date: string;
    rewards: number;
    giftCardSales: number;
    redemptions: number;
    refunds: number;
    returns: number;
  }[];
}

/** The registered businesses' primary store is in NSW: their days are Sydney's. */
const sydneyDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
const nothing = { rewards: 0, giftCardSales: 0, redemptions: 0, refunds: 0, returns: 0 };

async function trends(token: string): Promise<Trends> {
  const res = await call(t.app, token, PATH);
  expect(res.statusCode).toBe(200);
  return res.json() as Trends;
}

/** The days that had anything, as date → figures. */
const activeDays = ({ days }: Trends) =>
  Object.fromEntries(
    days
      .filter((d) => d.rewards || d.giftCardSales || d.redemptions || d.refunds || d.returns)
      .map(({ date, ...figures }) => [date, figures]),
  );

describe('GET /business/dashboard/trends', () => {
  let desk: Desk;
  let other: Desk;
  let firstDay: string;
  let secondDay: string;

  it('adds up each day of the operations run at the desk, in the business time zone', async () => {
    desk = await openDesk(t, t.db);
    other = await openDesk(t, t.db);
    const ava = await newMember(t);
    firstDay = sydneyDay(t.clock.now());
    // Day one: a $50 card at 10 % off (the buyer pays $45), a $10 reward, a $6 refund.
    const template = await publishTemplate(t.app, desk, { amount: 50, discount: 10, validity: null });
    await sell(t.app, desk, ava.memberId, template);
    expect(
      (await rewardAtDesk(t.app, desk, 'staff', { customerId: ava.memberId, billingAmount: 10 })).statusCode,
    ).toBe(200);
    await fundWallet(t.app, desk, ava.memberId, 6);
    // Another business's day counts only for it.
    const theirs = await publishTemplate(t.app, other, { amount: 20, discount: null });
    await sell(t.app, other, ava.memberId, theirs);
    await rewardAtDesk(t.app, other, 'owner', { customerId: ava.memberId, billingAmount: 99 });

    // Day two: a $20 purchase paid with $6 from the wallet and $4 from the card; a redemption the
    // member never answered moves nothing and counts for nothing.
    t.clock.advance(DAY);
    secondDay = sydneyDay(t.clock.now());
    const rtId = await approvedRedemption(t.app, desk, ava, { billingAmount: 20, wallet: 6, gc: 4 });
    const completed = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: ava.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(completed.statusCode).toBe(200);
    // $5 of it comes back the same day: a return, counted apart from the refunds.
    expect(
      (await call(t.app, desk.owner, '/business/rewardtransaction/return', { rtId, amount: '5.00' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await addRedemption(t.app, desk, 'owner', {
          customerId: ava.memberId,
          billingAmount: 30,
          wallet: 0,
          gc: 1,
        })
      ).statusCode,
    ).toBe(200);

    const mine = await trends(desk.owner);
    expect(mine.timeZone).toBe('Australia/Sydney');
    expect(mine.days).toHaveLength(30);
    expect(mine.days.at(-1)?.date).toBe(secondDay);
    expect(activeDays(mine)).toEqual({
      [firstDay]: { rewards: 10, giftCardSales: 45, redemptions: 0, refunds: 6, returns: 0 },
      [secondDay]: { rewards: 20, giftCardSales: 0, redemptions: 10, refunds: 0, returns: 5 },
    });
    const dates = mine.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(30);

    expect(activeDays(await trends(other.owner))).toEqual({
      [firstDay]: { rewards: 99, giftCardSales: 20, redemptions: 0, refunds: 0, returns: 0 },
    });
  });

  it('keeps the last 30 days: a day drops out on the 31st', async () => {
    t.clock.advance(28 * DAY);
    // The week-idle sessions have ended: the owner signs in again.
    const owner = await signIn(t.app, t.delivery, { userType: 'B', email: desk.business.ownerEmail });
    const day29 = await trends(owner);
    expect(day29.days[0]).toEqual({
      date: firstDay,
      rewards: 10,
      giftCardSales: 45,
      redemptions: 0,
      refunds: 6,
      returns: 0,
    });

    t.clock.advance(DAY);
    const day30 = await trends(owner);
    expect(day30.days[0]).toEqual({
      date: secondDay,
      rewards: 20,
      giftCardSales: 0,
      redemptions: 10,
      refunds: 0,
      returns: 5,
    });
    expect(day30.days.slice(1)).toEqual(day30.days.slice(1).map(({ date }) => ({ date, ...nothing })));
  });

  it('is for owners: staff are refused with 403', async () => {
    const staff = await openDesk(t, t.db);
    const res = await call(t.app, staff.staff, PATH);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.wrongRole });
  });
});
