import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REWARD_PLAN_KEYS, rewardPlanValueMessage, type RewardPlanEntries } from '../../src/contract.js';
import { rewardPlans } from '../../src/db/schema/index.js';
import { REWARD_PLAN_MESSAGES } from '../../src/endpoints/back-office/reward-plan/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, newMember, openDesk, rewardAtDesk, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

async function details(token: string, prefix = '/business'): Promise<RewardPlanEntries> {
  const res = await call(t.app, token, `${prefix}/rewardplan/details`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: RewardPlanEntries }).data;
}

/** What the edit modal sends: the full set as loaded, with the three editable values changed. */
function edited(plan: RewardPlanEntries, values: Partial<Record<keyof RewardPlanEntries, unknown>>) {
  return Object.fromEntries(
    REWARD_PLAN_KEYS.map((key) => [key, { ...plan[key], ...(key in values ? { value: values[key] } : {}) }]),
  );
}

const values = (plan: RewardPlanEntries) =>
  Object.fromEntries(REWARD_PLAN_KEYS.map((key) => [key, plan[key].value]));

describe('GET /{business,staff}/rewardplan/details', () => {
  it('gives every §3 entry with its title, value and tooltip; a new business has the defaults', async () => {
    const plan = await details(desk.owner);
    expect(Object.keys(plan)).toEqual([...REWARD_PLAN_KEYS]);
    expect(plan.pointsPerDollarSpent).toEqual({
      title: 'Points per Dollar Spent',
      value: 1,
      info: 'Points a member earns for every dollar they pay: at 1 point per dollar, a $12.50 bill earns 12 points.',
    });
    expect(plan.minimumPointsTargetValueCents.info).toBe(
      'What one point is worth when it turns into wallet money: 1,000 points at 10 cents make $100.00.',
    );
    expect(plan.pointsExpiryMonths.info).toMatch(/^Points never expire \(0\)\./);
    expect(values(plan)).toEqual({
      type: 'Points',
      pointsForNewSubscription: 50,
      pointsBonusForFirstShopping: 25,
      referralBonus: 100,
      pointsPerDollarSpent: 1,
      minimumPointsRedeemTarget: 1000,
      minimumPointsTargetValueCents: 10,
      pointsExpiryMonths: 0,
      stampsPerReward: 9,
      stampRewardCents: 450,
      stampMinimumSpendCents: 0,
    });
  });

  it('staff read the same plan on the staff path', async () => {
    expect(await details(desk.staff, '/staff')).toEqual(await details(desk.owner));
  });
});

describe('POST /business/rewardplan/update', () => {
  it('changes only the editable values; the others stay whatever is sent', async () => {
    const before = await details(other.owner);
    const body = edited(before, {
      pointsPerDollarSpent: 2,
      minimumPointsRedeemTarget: '500',
      minimumPointsTargetValueCents: 20,
      pointsForNewSubscription: 9999,
      referralBonus: 1,
    });
    const res = await call(t.app, other.owner, '/business/rewardplan/update', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(REWARD_PLAN_MESSAGES.updated);
    const after = await details(other.owner);
    expect(res.json().data).toEqual(after);
    expect(values(after)).toEqual({
      ...values(before),
      pointsPerDollarSpent: 2,
      minimumPointsRedeemTarget: 500,
      minimumPointsTargetValueCents: 20,
    });
    // The tooltips' examples follow the new values.
    expect(after.pointsPerDollarSpent.info).toBe(
      'Points a member earns for every dollar they pay: at 2 points per dollar, a $12.50 bill earns 25 points.',
    );
    expect(after.minimumPointsRedeemTarget.info).toBe(
      "Each time a member's points reach 500, that block of points turns into $100.00 of wallet money.",
    );
    expect(after.minimumPointsTargetValueCents.info).toBe(
      'What one point is worth when it turns into wallet money: 500 points at 20 cents make $100.00.',
    );
    // Another business keeps its own plan.
    expect(values(await details(desk.owner)).pointsPerDollarSpent).toBe(1);
  });

  it.each([
    ['zero', 'pointsPerDollarSpent', 0],
    ['negative', 'minimumPointsRedeemTarget', -5],
    ['a fraction', 'minimumPointsTargetValueCents', 1.5],
    ['blank', 'pointsPerDollarSpent', ''],
    ['not a number', 'minimumPointsRedeemTarget', 'lots'],
    ['too large', 'pointsPerDollarSpent', 1001],
    ['missing', 'minimumPointsTargetValueCents', undefined],
  ] as const)('refuses a value that is %s with 400 and changes nothing', async (_name, key, value) => {
    const before = await details(desk.owner);
    const res = await call(
      t.app,
      desk.owner,
      '/business/rewardplan/update',
      edited(before, { [key]: value }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: rewardPlanValueMessage(key) });
    expect(await details(desk.owner)).toEqual(before);
  });

  it.each([
    ['negative', -1],
    ['a fraction', 2.5],
    ['too large', 121],
  ] as const)('refuses a points expiry that is %s with 400', async (_name, value) => {
    const before = await details(desk.owner);
    const res = await call(
      t.app,
      desk.owner,
      '/business/rewardplan/update',
      edited(before, { pointsExpiryMonths: value }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: rewardPlanValueMessage('pointsExpiryMonths') });
    expect(rewardPlanValueMessage('pointsExpiryMonths')).toBe(
      'Points expiry in months must be a whole number from 0 to 120',
    );
  });

  it("sets the points expiry (0 = never); a body of only the spec's entries leaves it as it is", async () => {
    const owner = (await openDesk(t, t.db)).owner;
    const before = await details(owner);
    const set = await call(
      t.app,
      owner,
      '/business/rewardplan/update',
      edited(before, { pointsExpiryMonths: 12 }),
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data.pointsExpiryMonths.value).toBe(12);
    expect(set.json().data.pointsExpiryMonths.info).toContain("12 months (March 2026's on 31 March 2027)");
    const { pointsExpiryMonths: _left, ...spec } = edited(before, { pointsPerDollarSpent: 2 });
    const res = await call(t.app, owner, '/business/rewardplan/update', spec);
    expect(res.statusCode).toBe(200);
    expect(values(await details(owner))).toMatchObject({ pointsPerDollarSpent: 2, pointsExpiryMonths: 12 });
    const off = await call(
      t.app,
      owner,
      '/business/rewardplan/update',
      edited(before, { pointsExpiryMonths: '0' }),
    );
    expect(off.json().data.pointsExpiryMonths.value).toBe(0);
  });

  it('refuses an entry left out of the set with 400', async () => {
    const before = await details(desk.owner);
    const { pointsPerDollarSpent: _left, ...rest } = edited(before, {});
    const res = await call(t.app, desk.owner, '/business/rewardplan/update', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: rewardPlanValueMessage('pointsPerDollarSpent') });
  });

  it('is for owners: staff get 403 and the plan stays', async () => {
    const before = await details(desk.owner);
    const res = await call(
      t.app,
      desk.staff,
      '/business/rewardplan/update',
      edited(before, { pointsPerDollarSpent: 7 }),
    );
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, desk.staff, '/staff/rewardplan/update', {})).statusCode).toBe(404);
    expect(await details(desk.owner)).toEqual(before);
  });

  it('the next reward earns and converts with the new plan', async () => {
    const member = await newMember(t);
    const plan = await details(desk.owner);
    const res = await call(
      t.app,
      desk.owner,
      '/business/rewardplan/update',
      edited(plan, {
        pointsPerDollarSpent: 3,
        minimumPointsRedeemTarget: 100,
        minimumPointsTargetValueCents: 5,
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(rewardPlans).where(eq(rewardPlans.businessId, desk.business.id));
    expect(row).toMatchObject({ pointsPerDollarSpent: 3, minimumPointsRedeemTarget: 100 });

    const reward = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 10,
    });
    expect(reward.statusCode).toBe(200);
    // $10 × 3 = 30 points, plus 50 welcome and 25 first-shopping: 105; 100 of them at 5 ¢ → $5.00.
    expect(reward.json().data).toMatchObject({
      pointsEarned: 30,
      bonusPoints: 75,
      pointsConverted: 100,
      walletCredited: 5,
      pointsBalance: 5,
      walletBalance: 5,
    });
  });
});
