import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertRule, AuditEvent } from '../../src/contract.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, newMember, openDesk, type Desk, type Member } from '../helpers/front-desk.js';
import { signedInStaff, type SignedInStaff } from '../helpers/staff-member.js';

const t = setUpTestApp();
const DAY_MS = 24 * 60 * 60_000;
let desk: Desk;
let staff: SignedInStaff;

beforeAll(async () => {
  desk = await openDesk(t, t.db);
  staff = await signedInStaff(t, desk);
});

async function alertsOf(owner: string, body: object = {}): Promise<{ items: Alert[]; total: number }> {
  const res = await call(t.app, owner, '/business/alerts/list', { offset: 0, limit: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { totalItems: Alert[]; totalCount: number } };
  return { items: data.totalItems, total: data.totalCount };
}

/** The alerts of one rule about one member at the desk's business. */
async function alertsAbout(rule: AlertRule, member: Member, at: Desk = desk): Promise<Alert[]> {
  return (await alertsOf(at.owner)).items.filter(
    (a) => a.rule === rule && a.memberUsername === member.username,
  );
}

/** A plain reward at a desk by its staff: at the file's desk, by the staff member the tests name. */
async function reward(member: Member, billingAmount: number, at: Desk = desk) {
  const token = at === desk ? staff.token : at.staff;
  const res = await call(t.app, token, '/staff/rewardtransaction/reward', {
    customerId: member.memberId,
    billingAmount,
    ...at.place,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rtId: string } }).data.rtId;
}

describe('more rewards for one member in a business day than the owner allows (5)', () => {
  it('the 6th reward of the day raises one alert; the 7th none; the next day counts afresh', async () => {
    const member = await newMember(t);
    for (let i = 0; i < 5; i++) await reward(member, 10);
    expect(await alertsAbout('rewards-per-member', member)).toEqual([]);
    const sixth = await reward(member, 10);
    const [alert] = await alertsAbout('rewards-per-member', member);
    expect(alert).toMatchObject({
      status: 'New',
      subject: sixth,
      actorName: `Staff ${staff.email}`,
      actorType: 'S',
      memberName: expect.any(String),
      storeName: desk.business.storeName,
      details: { rewardsToday: 6, threshold: 5 },
    });
    await reward(member, 10);
    expect(await alertsAbout('rewards-per-member', member)).toHaveLength(1);

    t.clock.advance(DAY_MS);
    for (let i = 0; i < 5; i++) await reward(member, 10);
    expect(await alertsAbout('rewards-per-member', member)).toHaveLength(1);
    await reward(member, 10);
    expect(await alertsAbout('rewards-per-member', member)).toHaveLength(2);
  });

  it('counts rewards racing for one member one after the other: exactly one alert', async () => {
    t.clock.advance(DAY_MS);
    const member = await newMember(t);
    await Promise.all(Array.from({ length: 8 }, () => reward(member, 10)));
    const [alert, ...more] = await alertsAbout('rewards-per-member', member);
    expect(more).toEqual([]);
    expect(alert?.details).toMatchObject({ rewardsToday: 6 });
  });

  it('follows the owner’s threshold from the next reward on', async () => {
    const saved = await call(t.app, desk.owner, '/business/alerts/settings/update', {
      rewardsPerMemberDay: 2,
      refundRedeemMinutes: 60,
      medianMultiple: 10,
    });
    expect(saved.statusCode).toBe(200);
    const member = await newMember(t);
    await reward(member, 10);
    await reward(member, 10);
    expect(await alertsAbout('rewards-per-member', member)).toEqual([]);
    await reward(member, 10);
    expect((await alertsAbout('rewards-per-member', member))[0]?.details).toMatchObject({
      rewardsToday: 3,
      threshold: 2,
    });
    await call(t.app, desk.owner, '/business/alerts/settings/update', {
      rewardsPerMemberDay: 5,
      refundRedeemMinutes: 60,
      medianMultiple: 10,
    });
  });
});

describe('a refund followed within the window by a redemption of that money', () => {
  /** Staff refund the member, then start a redemption of wallet money the member approves and staff complete. */
  async function refundThenRedeem(member: Member, minutesBetween: number) {
    const refunded = await call(t.app, staff.token, '/staff/customer/refund', {
      customerId: member.memberId,
      refundAmount: 90,
      ...desk.place,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    t.clock.advance(minutesBetween * 60_000);
    const added = await call(t.app, staff.token, '/staff/rewardtransaction/add', {
      customerId: member.memberId,
      billingAmount: 60,
      wallet: 50,
      gc: 0,
      ...desk.place,
    });
    const { rtId } = added.json() as { rtId: string };
    expect(
      (await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId })).statusCode,
    ).toBe(200);
    const completed = await call(t.app, staff.token, '/staff/rewardtransaction/reward', {
      customerId: member.memberId,
      billingAmount: 60,
      rtId,
      ...desk.place,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    return { refundId: (refunded.json() as { data: { refundId: string } }).data.refundId, rtId };
  }

  it('the finding: refunded under the limit, redeemed at the counter within the hour, the owner is alerted', async () => {
    const member = await newMember(t);
    const { refundId, rtId } = await refundThenRedeem(member, 20);
    const [alert, ...more] = await alertsAbout('refund-then-redeem', member);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      subject: refundId,
      actorName: `Staff ${staff.email}`,
      storeName: desk.business.storeName,
      details: {
        refundAmount: 90,
        walletRedeemed: 50,
        minutesAfterRefund: 20,
        windowMinutes: 60,
        rtId,
        redeemedBy: `Staff ${staff.email}`,
      },
    });
  });

  it('not when the redemption comes after the window', async () => {
    const member = await newMember(t);
    await refundThenRedeem(member, 61);
    expect(await alertsAbout('refund-then-redeem', member)).toEqual([]);
  });
});

describe('points or a refund far above the business’s median (10 times, over 30 days, from 20 operations)', () => {
  it('alerts on a reward of more than 10 times the median points, once there is history', async () => {
    const shop = await openDesk(t, t.db);
    const regulars = [await newMember(t), await newMember(t), await newMember(t), await newMember(t)];
    // 19 rewards of 10 points: not yet a history.
    for (let i = 0; i < 19; i++) await reward(regulars[i % 4]!, 10, shop);
    t.clock.advance(DAY_MS);
    const big = await newMember(t);
    await reward(big, 500, shop);
    expect(await alertsAbout('far-above-median', big, shop)).toEqual([]);

    // The 20th of the history; the next day's baseline has it.
    await reward(regulars[0]!, 10, shop);
    t.clock.advance(DAY_MS);
    const atTen = await newMember(t);
    await reward(atTen, 100, shop);
    expect(await alertsAbout('far-above-median', atTen, shop)).toEqual([]);
    const above = await newMember(t);
    const rtId = await reward(above, 101, shop);
    expect(await alertsAbout('far-above-median', above, shop)).toMatchObject([
      { subject: rtId, details: { kind: 'reward', points: 101, medianPoints: 10, multiple: 10 } },
    ]);
  });

  it('alerts on a refund of more than 10 times the median refund, by the owner too', async () => {
    const shop = await openDesk(t, t.db);
    const member = await newMember(t);
    const refund = (amount: number) =>
      call(t.app, shop.owner, '/business/customer/refund', {
        customerId: member.memberId,
        refundAmount: amount,
        ...shop.place,
      });
    for (let i = 0; i < 20; i++) expect((await refund(5)).statusCode).toBe(200);
    t.clock.advance(DAY_MS);
    await refund(50);
    expect(await alertsAbout('far-above-median', member, shop)).toEqual([]);
    const res = await refund(50.01);
    expect(await alertsAbout('far-above-median', member, shop)).toMatchObject([
      {
        subject: (res.json() as { data: { refundId: string } }).data.refundId,
        actorName: shop.business.ownerName,
        actorType: 'B',
        details: { kind: 'refund', refundAmount: 50.01, medianRefund: 5, multiple: 10 },
      },
    ]);
  });
});

describe('the alerts calls', () => {
  it('lists newest first with names, narrows by status, pages; marks Seen and Dismissed, audited', async () => {
    const { items, total } = await alertsOf(desk.owner);
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(3);
    const times = items.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = await alertsOf(desk.owner, { offset: 1, limit: 2 });
    expect(page.items.map((a) => a.id)).toEqual(items.slice(1, 3).map((a) => a.id));
    expect(page.total).toBe(total);

    const [first, second] = items;
    const seen = await call(t.app, desk.owner, '/business/alerts/update', { id: first!.id, status: 'Seen' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ message: 'Alert updated', data: { id: first!.id, status: 'Seen' } });
    await call(t.app, desk.owner, '/business/alerts/update', { id: second!.id, status: 'Dismissed' });
    const fresh = await alertsOf(desk.owner, { status: ['New'] });
    expect(fresh.total).toBe(total - 2);
    expect(fresh.items.every((a) => a.status === 'New')).toBe(true);
    expect(
      (await alertsOf(desk.owner, { status: ['Seen', 'Dismissed'] })).items.map((a) => a.id).sort(),
    ).toEqual([first!.id, second!.id].sort());

    const audit = await call(t.app, desk.owner, '/business/audit/list', {
      limit: 10,
      action: ['alert-updated'],
    });
    expect((audit.json() as { events: AuditEvent[] }).events.map((e) => e.subject).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
  });

  it('another business never sees them, and cannot change them', async () => {
    const other = await openDesk(t, t.db);
    expect(await alertsOf(other.owner)).toEqual({ items: [], total: 0 });
    const [mine] = (await alertsOf(desk.owner)).items;
    for (const id of [mine!.id, randomUUID(), 'not-an-id']) {
      const res = await call(t.app, other.owner, '/business/alerts/update', { id, status: 'Dismissed' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Alert not found' });
    }
    expect((await alertsOf(desk.owner)).items[0]?.status).toBe(mine!.status);
  });

  it('refuses a status other than Seen or Dismissed', async () => {
    const [mine] = (await alertsOf(desk.owner)).items;
    const res = await call(t.app, desk.owner, '/business/alerts/update', { id: mine!.id, status: 'New' });
    expect(res.statusCode).toBe(400);
  });

  it('settings: the defaults, each threshold checked, saved and audited; staff may not', async () => {
    const shop = await openDesk(t, t.db);
    const read = () => call(t.app, shop.owner, '/business/alerts/settings');
    expect((await read()).json()).toEqual({
      data: { rewardsPerMemberDay: 5, refundRedeemMinutes: 60, medianMultiple: 10 },
    });
    const update = (body: object) => call(t.app, shop.owner, '/business/alerts/settings/update', body);
    const bad = await update({ rewardsPerMemberDay: 0, refundRedeemMinutes: 60, medianMultiple: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Rewards per member per day must be at least 1' });
    expect(
      (await update({ rewardsPerMemberDay: 3, refundRedeemMinutes: 1.5, medianMultiple: 10 })).statusCode,
    ).toBe(400);
    expect(
      (await update({ rewardsPerMemberDay: 3, refundRedeemMinutes: 30, medianMultiple: 1 })).statusCode,
    ).toBe(400);
    expect((await read()).json()).toEqual({
      data: { rewardsPerMemberDay: 5, refundRedeemMinutes: 60, medianMultiple: 10 },
    });
    const saved = await update({ rewardsPerMemberDay: 3, refundRedeemMinutes: 30, medianMultiple: 20 });
    expect(saved.json()).toEqual({
      message: 'Alert settings saved',
      data: { rewardsPerMemberDay: 3, refundRedeemMinutes: 30, medianMultiple: 20 },
    });
    expect((await read()).json()).toMatchObject({ data: { rewardsPerMemberDay: 3 } });
    const audit = await call(t.app, shop.owner, '/business/audit/list', {
      action: ['alert-settings-changed'],
    });
    expect((audit.json() as { events: AuditEvent[] }).events).toMatchObject([
      { details: { rewardsPerMemberDay: 3, refundRedeemMinutes: 30, medianMultiple: 20 } },
    ]);
    expect((await call(t.app, shop.staff, '/staff/alerts/settings')).statusCode).toBe(404);
    expect((await call(t.app, shop.staff, '/business/alerts/settings')).statusCode).toBe(403);
  });
});
