import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RewardPlanEntries } from '../../src/contract.js';
import { ledgerEntries, pointsExpiryReminders, stores } from '../../src/db/schema/index.js';
import { expiryMailText, type ExpiryMail } from '../../src/domain/ledger/points-expiry-mail.js';
import {
  addMonths,
  expirePoints,
  lotExpiresAt,
  lotMonthOf,
  nextExpiring,
  remainingLots,
  type ExpiryReminder,
} from '../../src/domain/ledger/points-expiry.js';
import { runPointsExpiry } from '../../src/jobs/points-expiry.js';
import { silentLogger as log } from '../../src/logger.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { signIn } from '../helpers/flows.js';
import { call, newMember, openDesk, rewardAtDesk, type Desk, type Member } from '../helpers/front-desk.js';

const t = setUpTestApp();
const SYDNEY = 'Australia/Sydney';

/** Moves the test clock to an instant (forwards only in these tests). */
function moveTo(iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

/** Moving weeks on ends every session (docs/domain.md): the owner and member sign in again. */
async function signInAgain(desk: Desk, member: Member): Promise<Member> {
  desk.owner = await signIn(t.app, t.delivery, { userType: 'B', email: desk.business.ownerEmail });
  return newMember(t, member.email);
}

async function setPlan(desk: Desk, values: Partial<Record<keyof RewardPlanEntries, number>>) {
  const plan = (await call(t.app, desk.owner, '/business/rewardplan/details')).json() as {
    data: RewardPlanEntries;
  };
  const body = Object.fromEntries(
    Object.entries(plan.data).map(([key, entry]) => [
      key,
      key in values ? { ...entry, value: values[key as keyof RewardPlanEntries] } : entry,
    ]),
  );
  const res = await call(t.app, desk.owner, '/business/rewardplan/update', body);
  expect(res.statusCode, res.body).toBe(200);
}

async function buy(desk: Desk, member: Member, billingAmount: number): Promise<string> {
  const res = await rewardAtDesk(t.app, desk, 'owner', { customerId: member.memberId, billingAmount });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rtId: string } }).data.rtId;
}

async function expiring(member: Member, desk: Desk) {
  const res = await call(t.app, member.token, '/customer/subscription/list', {});
  expect(res.statusCode, res.body).toBe(200);
  const subs = (
    res.json() as {
      subscriptions: { businessId: string; pointsBalance: number; pointsExpiring: unknown }[];
    }
  ).subscriptions;
  const sub = subs.find((s) => s.businessId === desk.business.id);
  return { points: sub?.pointsBalance, expiring: sub?.pointsExpiring };
}

async function expiryEntries(businessId: string) {
  return t.db
    .select({ amount: ledgerEntries.amount, lot: ledgerEntries.pointsLotMonth })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, businessId), eq(ledgerEntries.kind, 'Expiry')));
}

describe('lots (pure)', () => {
  it('debits leave the oldest months first', () => {
    const credits = [
      { month: '2030-02-01', points: 40 },
      { month: '2030-01-01', points: 175 },
      { month: '2030-01-01', points: 5 },
    ];
    expect(remainingLots(credits, 0)).toEqual([
      { month: '2030-01-01', points: 180 },
      { month: '2030-02-01', points: 40 },
    ]);
    expect(remainingLots(credits, 200)).toEqual([{ month: '2030-02-01', points: 20 }]);
    expect(remainingLots(credits, 220)).toEqual([]);
  });

  it('a lot ends at the end of its month + N, in the shop, across years and daylight saving', () => {
    expect(addMonths('2030-11-01', 3)).toBe('2031-02-01');
    // 31 March 2030, 23:59:59.999 in Sydney is still daylight time (UTC+11).
    expect(lotExpiresAt('2030-01-01', 2, SYDNEY).toISOString()).toBe('2030-03-31T12:59:59.999Z');
    // 30 June in Perth (UTC+8, no daylight saving).
    expect(lotExpiresAt('2030-05-01', 1, 'Australia/Perth').toISOString()).toBe('2030-06-30T15:59:59.999Z');
    // 1 am on 1 February in Sydney is still 31 January in UTC: the shop's month counts.
    expect(lotMonthOf(new Date('2030-01-31T14:00:00Z'), SYDNEY)).toBe('2030-02-01');
  });
});

describe('points expiry', () => {
  let desk: Desk;
  beforeAll(async () => {
    moveTo('2030-01-15T01:00:00Z'); // 15 January 2030, noon in Sydney
    desk = await openDesk(t, t.db);
    await setPlan(desk, { pointsExpiryMonths: 2 });
  });

  it('expires the oldest lot at the end of its month + 2, across a month boundary, once under two instances', async () => {
    let member = await newMember(t);
    const january = await buy(desk, member, 100); // 100 + 50 welcome + 25 first-shopping = 175
    moveTo('2030-02-10T01:00:00Z');
    member = await signInAgain(desk, member);
    await buy(desk, member, 40); // 40 in February's lot
    // Returning $60.00 of January's purchase takes back 60 points, from the oldest lot (January).
    const returned = await call(t.app, desk.owner, '/business/rewardtransaction/return', {
      rtId: january,
      amount: 60,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await expiring(member, desk)).toEqual({
      points: 155,
      expiring: { points: 115, date: '2030-03-31' },
    });

    // The last millisecond of 31 March in Sydney: nothing yet.
    moveTo('2030-03-31T12:59:59.999Z');
    expect(await expirePoints(t.db, t.clock.now())).toEqual([]);

    // One millisecond on, two instances at once: one Expiry entry for January's lot.
    moveTo('2030-03-31T13:00:00.000Z');
    const runs = await Promise.all([expirePoints(t.db, t.clock.now()), expirePoints(t.db, t.clock.now())]);
    expect(runs.flat()).toEqual([
      expect.objectContaining({ businessId: desk.business.id, month: '2030-01-01', points: 115 }),
    ]);
    expect(await expiryEntries(desk.business.id)).toEqual([{ amount: -115, lot: '2030-01-01' }]);
    expect(await expirePoints(t.db, t.clock.now())).toEqual([]);

    member = await signInAgain(desk, member);
    expect(await expiring(member, desk)).toEqual({
      points: 40,
      expiring: { points: 40, date: '2030-04-30' },
    });
    // The owner's wallet and points list shows it, under the owner (the plan's), in points.
    const listed = await call(t.app, desk.owner, '/business/transaction/wallet/list', {});
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { transactions: unknown[] }).transactions).toContainEqual(
      expect.objectContaining({ type: 'Reward', kind: 'Expiry', billingAmount: -115, storeName: null }),
    );
    const activity = (await call(t.app, member.token, '/customer/activity/list', {})).json() as {
      activity: { kind: string; pointsExpired: number }[];
    };
    expect(activity.activity[0]).toMatchObject({ kind: 'expiry', pointsExpired: 115 });
  });

  it('a conversion to wallet money takes the oldest points', async () => {
    moveTo('2030-05-10T01:00:00Z');
    const other = await openDesk(t, t.db);
    await setPlan(other, { pointsExpiryMonths: 1, minimumPointsRedeemTarget: 100 });
    let member = await newMember(t);
    await buy(other, member, 5); // 5 + 75 bonuses = 80, May's lot
    moveTo('2030-06-10T01:00:00Z');
    member = await signInAgain(other, member);
    await buy(other, member, 50); // 50 in June: 130, of which 100 convert: May's 80 and 20 of June's
    expect(await expiring(member, other)).toEqual({
      points: 30,
      expiring: { points: 30, date: '2030-07-31' },
    });
  });

  it('the reminder goes out 14 days before, once per lot, however many instances run', async () => {
    moveTo('2030-07-10T01:00:00Z');
    const shop = await openDesk(t, t.db);
    await setPlan(shop, { pointsExpiryMonths: 1 });
    const member = await newMember(t);
    await buy(shop, member, 20); // 95 points in July's lot: they expire at the end of 31 August
    const sent: ExpiryReminder[] = [];
    const mail: ExpiryMail = { send: async (r) => void sent.push(r) };

    moveTo('2030-08-17T13:00:01Z'); // 14 days and a bit before: not yet
    await runPointsExpiry(t.db, mail, log, t.clock.now());
    expect(sent.filter((r) => r.to === member.email)).toEqual([]);
    moveTo('2030-08-18T01:00:00Z');
    await Promise.all([
      runPointsExpiry(t.db, mail, log, t.clock.now()),
      runPointsExpiry(t.db, mail, log, t.clock.now()),
    ]);
    await runPointsExpiry(t.db, mail, log, t.clock.now());
    const mine = sent.filter((r) => r.to === member.email);
    expect(mine).toEqual([expect.objectContaining({ points: 95, date: '2030-08-31' })]);
    expect(expiryMailText(mine[0] as ExpiryReminder).subject).toBe(
      `Countertop: 95 points at ${mine[0]?.businessName} expire on 31 August 2030`,
    );
    expect(
      await t.db.select().from(pointsExpiryReminders).where(eq(pointsExpiryReminders.lotMonth, '2030-07-01')),
    ).toHaveLength(1);
  });

  it('turning expiry on later counts older points from the change: none expire at once', async () => {
    moveTo('2030-08-20T01:00:00Z');
    const late = await openDesk(t, t.db);
    let member = await newMember(t);
    await buy(late, member, 10); // 85 points in August, while points never expire
    moveTo('2030-11-05T01:00:00Z');
    late.owner = await signIn(t.app, t.delivery, { userType: 'B', email: late.business.ownerEmail });
    await setPlan(late, { pointsExpiryMonths: 1 });
    // August + 1 has long passed, but they count as November's: they end on 31 December.
    await expirePoints(t.db, t.clock.now());
    expect(await expiryEntries(late.business.id)).toEqual([]);
    member = await newMember(t, member.email);
    expect(await expiring(member, late)).toEqual({
      points: 85,
      expiring: { points: 85, date: '2030-12-31' },
    });
  });

  it('an expiry of 0 (the default) never expires anything', async () => {
    moveTo('2030-09-10T01:00:00Z');
    const plain = await openDesk(t, t.db);
    const member = await newMember(t);
    await buy(plain, member, 30);
    expect(await expiring(member, plain)).toEqual({ points: 105, expiring: null });
    moveTo('2045-01-01T00:00:00Z');
    await expirePoints(t.db, t.clock.now());
    expect(await expiryEntries(plain.business.id)).toEqual([]);
    const subs = await t.db.query.subscriptions.findMany({
      where: (s, { eq: equals }) => equals(s.businessId, plain.business.id),
    });
    const next = await nextExpiring(
      t.db,
      subs.map((s) => s.id),
      t.clock.now(),
    );
    expect([...next.values()]).toEqual([null]);
  });

  it("the member's list reads every business's expiry, each in its own time zone", async () => {
    // 1 am on 1 December in Sydney, still 10 pm on 30 November in Perth.
    moveTo('2046-11-30T14:00:00Z');
    const sydney = await openDesk(t, t.db);
    const perth = await openDesk(t, t.db);
    const never = await openDesk(t, t.db);
    await t.db.update(stores).set({ state: 'WA' }).where(eq(stores.businessId, perth.business.id));
    await setPlan(sydney, { pointsExpiryMonths: 1 });
    await setPlan(perth, { pointsExpiryMonths: 1 });
    const member = await newMember(t);
    for (const desk of [sydney, perth, never]) await buy(desk, member, 10);
    expect(await expiring(member, sydney)).toEqual({
      points: 85,
      expiring: { points: 85, date: '2047-01-31' },
    });
    expect(await expiring(member, perth)).toEqual({
      points: 85,
      expiring: { points: 85, date: '2046-12-31' },
    });
    expect(await expiring(member, never)).toEqual({ points: 85, expiring: null });
  });
});
