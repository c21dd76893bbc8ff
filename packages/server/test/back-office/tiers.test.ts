import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TIER_MESSAGES,
  type CustomerSummary,
  type RewardOutcome,
  type Subscription,
  type Tier,
} from '../../src/contract.js';
import { auditEvents, members, subscriptions } from '../../src/db/schema/index.js';
import { addDays, calendarDay } from '../../src/domain/places/business-time-zone.js';
import { runPointsExpiry } from '../../src/jobs/points-expiry.js';
import { silentLogger as log } from '../../src/logger.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { signIn } from '../helpers/flows.js';
import {
  buyAtDesk,
  call,
  inMemberAppAt,
  newMember,
  openDesk,
  returnAtDesk,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

// A shop with tiers (issue 20): Silver from $100 at ×1.5, Gold from $300 at ×2, on the default
// plan (1 point per dollar, 50 welcome and 25 first-shopping points).
const t = setUpTestApp();
let shop: Desk;
const DAY = 24 * 60 * 60_000;
const SILVER = { name: 'Silver', minSpendAmount: 100, multiplier: 1.5 };
const GOLD = { name: 'Gold', minSpendAmount: 300, multiplier: 2 };

const listTiers = async (token: string, prefix = '/business') => {
  const res = await call(t.app, token, `${prefix}/tiers`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Tier[] }).data;
};
const updateTiers = (desk: Desk, tiers: unknown, token = desk.owner) =>
  call(t.app, token, '/business/tiers/update', { tiers });

const buy = (member: Member, billingAmount: number, desk: Desk = shop) =>
  buyAtDesk(t.app, desk, member, billingAmount);

async function found(member: Member, desk: Desk = shop): Promise<CustomerSummary> {
  const res = await call(t.app, desk.staff, '/staff/customer/search', { query: member.username });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomerSummary;
}

const memberApp = (member: Member, desk: Desk = shop) => inMemberAppAt(t.app, desk, member);

const returnOf = (rtId: string, amount: number, desk: Desk = shop) => returnAtDesk(t.app, desk, rtId, amount);

async function keptSpend(member: Member, desk: Desk = shop): Promise<number | undefined> {
  const [row] = await t.db
    .select({ cents: subscriptions.tierSpendCents })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberRowId))
    .where(and(eq(members.memberId, member.memberId), eq(subscriptions.businessId, desk.business.id)));
  return row?.cents;
}

beforeAll(async () => {
  shop = await openDesk(t, t.db);
  const res = await updateTiers(shop, [SILVER, GOLD]);
  expect(res.statusCode, res.body).toBe(200);
});

describe('GET /{business,staff}/tiers and POST /business/tiers/update', () => {
  it('lists the set lowest first, to the owner and to staff; a new business has none', async () => {
    const tiers = await listTiers(shop.owner);
    expect(tiers.map(({ id, ...tier }) => [typeof id, tier])).toEqual([
      ['string', SILVER],
      ['string', GOLD],
    ]);
    expect(await listTiers(shop.staff, '/staff')).toEqual(tiers);
    const other = await openDesk(t, t.db);
    expect(await listTiers(other.owner)).toEqual([]);
  });

  it('replaces the whole set: ids the editor loaded are accepted, text amounts too; an empty list turns tiers off', async () => {
    const desk = await openDesk(t, t.db);
    expect((await updateTiers(desk, [SILVER, GOLD])).statusCode).toBe(200);
    const loaded = await listTiers(desk.owner);
    const res = await updateTiers(desk, [
      { name: 'Bronze', minSpendAmount: '50.00', multiplier: '1.05' },
      ...loaded.map((tier) => ({ ...tier, multiplier: tier.multiplier + 0.25 })),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; data: Tier[] };
    expect(body.message).toBe(TIER_MESSAGES.updated);
    expect(body.data.map((tier) => [tier.name, tier.minSpendAmount, tier.multiplier])).toEqual([
      ['Bronze', 50, 1.05],
      ['Silver', 100, 1.75],
      ['Gold', 300, 2.25],
    ]);
    expect(await listTiers(desk.owner)).toEqual(body.data);
    const audits = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, desk.business.id), eq(auditEvents.action, 'tiers-changed')));
    expect(audits.map((a) => a.details)).toContainEqual({
      tiers: 'Silver from $100.00 ×1.5, Gold from $300.00 ×2',
    });
    expect((await updateTiers(desk, [])).statusCode).toBe(200);
    expect(await listTiers(desk.owner)).toEqual([]);
  });

  it.each([
    [
      'five tiers',
      [1, 2, 3, 4, 5].map((n) => ({ name: `T${n}`, minSpendAmount: n, multiplier: 1 })),
      TIER_MESSAGES.tooMany,
    ],
    ['a blank name', [{ ...SILVER, name: '  ' }], TIER_MESSAGES.nameRequired],
    ['a missing name', [{ minSpendAmount: 1, multiplier: 1 }], TIER_MESSAGES.nameRequired],
    ['two names alike', [SILVER, { ...GOLD, name: 'silver' }], TIER_MESSAGES.namesUnique],
    ['minimums going down', [GOLD, SILVER], TIER_MESSAGES.ascending],
    ['two equal minimums', [SILVER, { ...GOLD, minSpendAmount: 100 }], TIER_MESSAGES.ascending],
    ['a multiplier below 1', [{ ...SILVER, multiplier: 0.95 }], TIER_MESSAGES.multiplier],
    ['a multiplier above 3', [{ ...SILVER, multiplier: 3.05 }], TIER_MESSAGES.multiplier],
    ['a multiplier off the 0.05 steps', [{ ...SILVER, multiplier: 1.23 }], TIER_MESSAGES.multiplier],
    ['a multiplier that is no number', [{ ...SILVER, multiplier: 'double' }], TIER_MESSAGES.multiplier],
    ['a negative minimum', [{ ...SILVER, minSpendAmount: -1 }], undefined],
    ['no list', 'Silver', undefined],
  ])('refuses %s with a 400 and changes nothing', async (_, tiers, message) => {
    const before = await listTiers(shop.owner);
    const res = await updateTiers(shop, tiers);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: string };
    if (message) expect(error).toBe(message);
    else expect(error.length).toBeGreaterThan(0);
    expect(await listTiers(shop.owner)).toEqual(before);
  });

  it('is for owners only: staff get 403 and the set stays', async () => {
    const before = await listTiers(shop.owner);
    const res = await updateTiers(shop, [], shop.staff);
    expect(res.statusCode).toBe(403);
    expect(await listTiers(shop.owner)).toEqual(before);
  });
});

describe('earning on a tier', () => {
  it('the purchase that crosses the line earns at the new multiplier, and every screen shows the tier', async () => {
    const member = await newMember(t);
    const firstAt = t.clock.now();
    const first = await buy(member, 60);
    expect(first).toMatchObject({ pointsEarned: 60, bonusPoints: 75, tier: null });
    expect((await found(member)).tier).toBeNull();

    // $60 + $50 = $110: Silver from this purchase, 50 × 1.5 = 75 points.
    const crossing = await buy(member, 50);
    expect(crossing).toMatchObject({ pointsEarned: 75, tier: { name: 'Silver', multiplier: 1.5 } });
    expect((await buy(member, 12.99)).pointsEarned).toBe(19);
    expect((await found(member)).tier).toEqual({ name: 'Silver', multiplier: 1.5 });

    const list = await call(t.app, shop.owner, '/business/subscription/list', { offset: 0, limit: 10 });
    const row = (list.json() as { data: { totalItems: Subscription[] } }).data.totalItems.find(
      (s) => s.customerId === member.memberId,
    );
    expect(row?.tier).toEqual({ name: 'Silver', multiplier: 1.5 });
    const details = await call(t.app, shop.owner, '/business/subscription/details', {
      customerId: member.memberId,
    });
    expect((details.json() as { data: Subscription }).data.tier).toEqual({ name: 'Silver', multiplier: 1.5 });

    // The member app: $122.99 counts; $177.01 more reaches Gold by the day before the first
    // purchase leaves the 12 months, in the shop's calendar (Sydney).
    const card = await memberApp(member);
    expect(card?.tier).toEqual({ name: 'Silver', multiplier: 1.5 });
    const firstDay = calendarDay(new Date(firstAt.getTime() + 365 * DAY), 'Australia/Sydney');
    expect(card?.nextTier).toEqual({ tierName: 'Gold', amount: 177.01, by: addDays(firstDay, -1) });
  });

  it('a member whose spend counts for nothing is told the first step with no date: nothing rolls off', async () => {
    const member = await newMember(t);
    const other = await openDesk(t, t.db);
    expect((await updateTiers(other, [SILVER])).statusCode).toBe(200);
    // A purchase returned in full counts for nothing.
    const returned = await buy(member, 1, other);
    expect((await returnOf(returned.rtId, 1, other)).statusCode).toBe(200);
    expect((await memberApp(member, other))?.nextTier).toEqual({ tierName: 'Silver', amount: 100, by: null });
  });

  it('two purchases crossing the line at once are placed one after the other', async () => {
    const member = await newMember(t);
    await buy(member, 80);
    // $80 → $95 (no tier, 15 points) → $110 (Silver, 22 points), whichever completes first.
    const both = await Promise.all([buy(member, 15), buy(member, 15)]);
    expect(both.map((b) => b.pointsEarned).sort((a, b) => a - b)).toEqual([15, 22]);
    expect(both.map((b) => b.tier?.name ?? null).sort()).toEqual(['Silver', null]);
    expect(await keptSpend(member)).toBe(11_000);
    expect((await found(member)).tier?.name).toBe('Silver');
  });

  it('a return lowers the spend: the tier holds until the next purchase, which earns at the lower one', async () => {
    const member = await newMember(t);
    await buy(member, 40);
    const big = await buy(member, 70);
    expect(big.tier?.name).toBe('Silver');
    expect((await returnOf(big.rtId, 30)).statusCode).toBe(200);
    // $110 − $30 = $80: still shown as Silver until the spend is worked out again.
    expect((await found(member)).tier?.name).toBe('Silver');
    expect((await memberApp(member))?.nextTier).toMatchObject({ tierName: 'Gold', amount: 220 });
    const next = await buy(member, 5);
    expect(next).toMatchObject({ pointsEarned: 5, tier: null });
    expect(await keptSpend(member)).toBe(8_500);
    expect((await found(member)).tier).toBeNull();
  });

  it('a member who reaches Gold in one purchase earns double on it', async () => {
    const member = await newMember(t);
    expect(await buy(member, 300)).toMatchObject({
      pointsEarned: 600,
      tier: { name: 'Gold', multiplier: 2 },
    });
    expect((await memberApp(member))?.nextTier).toBeNull();
  });

  it('the owner changing the set places members at once by the spend they keep', async () => {
    const desk = await openDesk(t, t.db);
    const member = await newMember(t);
    await buy(member, 120, desk);
    expect((await found(member, desk)).tier).toBeNull();
    expect(
      (await updateTiers(desk, [{ name: 'Regular', minSpendAmount: 100, multiplier: 1.1 }])).statusCode,
    ).toBe(200);
    expect((await found(member, desk)).tier).toEqual({ name: 'Regular', multiplier: 1.1 });
  });

  it('on a stamp card a tier is shown but multiplies nothing', async () => {
    const desk = await openDesk(t, t.db);
    const plan = (await call(t.app, desk.owner, '/business/rewardplan/details')).json() as {
      data: Record<string, object>;
    };
    const body = { ...plan.data, type: { ...plan.data.type, value: 'Stamps' } };
    expect((await call(t.app, desk.owner, '/business/rewardplan/update', body)).statusCode).toBe(200);
    expect((await updateTiers(desk, [SILVER])).statusCode).toBe(200);
    const member = await newMember(t);
    expect(await buy(member, 150, desk)).toMatchObject({
      pointsEarned: 0,
      stampsEarned: 1,
      tier: { name: 'Silver', multiplier: 1.5 },
    });
  });
});

describe('demotion', () => {
  it('the daily housekeeping lowers the spend of a member whose purchases left the 12 months', async () => {
    const member = await newMember(t);
    await buy(member, 150);
    expect((await found(member)).tier?.name).toBe('Silver');
    // A day short of a year: nothing falls.
    const almost = new Date(t.clock.now().getTime() + 364 * DAY);
    await runPointsExpiry(t.db, null, log, almost);
    expect(await keptSpend(member)).toBe(15_000);
    const ayear = new Date(t.clock.now().getTime() + 366 * DAY);
    expect((await runPointsExpiry(t.db, null, log, ayear)).tiersLowered).toBeGreaterThanOrEqual(1);
    expect(await keptSpend(member)).toBe(0);
    expect((await found(member)).tier).toBeNull();
    // Run again: nothing left to lower for this member.
    await runPointsExpiry(t.db, null, log, ayear);
    expect(await keptSpend(member)).toBe(0);
  });

  it('the housekeeping lowers a spend a return cut', async () => {
    const member = await newMember(t);
    const { rtId } = await buy(member, 120);
    expect((await returnOf(rtId, 60)).statusCode).toBe(200);
    await runPointsExpiry(t.db, null, log, t.clock.now());
    expect(await keptSpend(member)).toBe(6_000);
    expect((await found(member)).tier).toBeNull();
  });

  it('a purchase a year later earns at the tier its own 12 months reach', async () => {
    const member = await newMember(t);
    await buy(member, 200);
    t.clock.advance(366 * DAY);
    // A year on ends every session: the desk and the member sign in again.
    shop.owner = await signIn(t.app, t.delivery, { userType: 'B', email: shop.business.ownerEmail });
    const later = await call(t.app, shop.owner, '/business/rewardtransaction/reward', {
      customerId: member.memberId,
      billingAmount: 10,
      ...shop.place,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as { data: RewardOutcome }).data).toMatchObject({ pointsEarned: 10, tier: null });
    expect(await keptSpend(member)).toBe(1_000);
  });
});
