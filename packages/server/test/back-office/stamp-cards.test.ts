import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REWARD_PLAN_KEYS,
  rewardPlanValueMessage,
  REWARD_PLAN_TYPE_MESSAGE,
  type CustomerSummary,
  type MemberActivityItem,
  type MemberSubscription,
  type ReturnOutcome,
  type RewardOutcome,
  type RewardPlanEntries,
  type Subscription,
} from '../../src/contract.js';
import { ledgerEntries, members, subscriptions } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  buyAtDesk,
  call,
  fundWallet,
  newMember,
  openDesk,
  returnAtDesk,
  rewardAtDesk,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

// A café on a stamp card (issue 20): 9 stamps give $4.50, a purchase of $3.00 or more earns one.
const t = setUpTestApp();
let cafe: Desk;

async function plan(desk: Desk): Promise<RewardPlanEntries> {
  const res = await call(t.app, desk.owner, '/business/rewardplan/details');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: RewardPlanEntries }).data;
}

/** What the edit dialog sends: the full set as loaded, with some values changed. */
async function editPlan(desk: Desk, values: Partial<Record<keyof RewardPlanEntries, unknown>>) {
  const loaded = await plan(desk);
  const body = Object.fromEntries(
    REWARD_PLAN_KEYS.map((key) => [
      key,
      { ...loaded[key], ...(key in values ? { value: values[key] } : {}) },
    ]),
  );
  return call(t.app, desk.owner, '/business/rewardplan/update', body);
}

const buy = (member: Member, billingAmount: number, desk: Desk = cafe) =>
  buyAtDesk(t.app, desk, member, billingAmount);

async function found(member: Member, desk: Desk = cafe): Promise<CustomerSummary> {
  const res = await call(t.app, desk.staff, '/staff/customer/search', { query: member.username });
  expect(res.statusCode).toBe(200);
  return res.json() as CustomerSummary;
}

/** A member with `stamps` stamps on the café's card, earned by $4.00 purchases. */
async function memberWithStamps(stamps: number): Promise<Member> {
  const member = await newMember(t);
  for (let i = 0; i < stamps; i += 1) await buy(member, 4);
  return member;
}

async function stampEntries(member: Member) {
  return t.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberRowId))
    .where(and(eq(members.memberId, member.memberId), eq(ledgerEntries.account, 'stamps')))
    .orderBy(asc(ledgerEntries.id));
}

const returnOf = (rtId: string, amount: number) => returnAtDesk(t.app, cafe, rtId, amount);

beforeAll(async () => {
  cafe = await openDesk(t, t.db);
  const res = await editPlan(cafe, {
    type: 'Stamps',
    stampsPerReward: 9,
    stampRewardCents: 450,
    stampMinimumSpendCents: '300',
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('the stamp card on the reward plan', () => {
  it('is set like the other entries and explained from the plan itself', async () => {
    const entries = await plan(cafe);
    expect(entries.type.value).toBe('Stamps');
    expect(entries.stampsPerReward).toEqual({
      title: 'Stamps per Reward',
      value: 9,
      info: 'On a stamp card, the stamps that fill a card: at 9, the 9th stamp turns the card into $4.50 of wallet money and a new card starts.',
    });
    expect(entries.stampRewardCents.value).toBe(450);
    expect(entries.stampMinimumSpendCents.value).toBe(300);
    expect(entries.type.info).toMatch(/^Stamps: each purchase of \$3\.00 or more earns a stamp/);
  });

  it.each([
    ['stampsPerReward', 0],
    ['stampRewardCents', 0],
    ['stampMinimumSpendCents', -1],
    ['stampsPerReward', 2.5],
  ] as const)('refuses %s of %s with 400 and changes nothing', async (key, value) => {
    const before = await plan(cafe);
    const res = await editPlan(cafe, { [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: rewardPlanValueMessage(key) });
    expect(await plan(cafe)).toEqual(before);
  });

  it('refuses a type other than Points or Stamps', async () => {
    const res = await editPlan(cafe, { type: 'Cashback' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REWARD_PLAN_TYPE_MESSAGE });
    expect((await plan(cafe)).type.value).toBe('Stamps');
  });

  it("a body of only the spec's three entries leaves the type and the card as they are", async () => {
    const desk = await openDesk(t, t.db);
    expect((await editPlan(desk, { type: 'Stamps', stampsPerReward: 5 })).statusCode).toBe(200);
    const loaded = await plan(desk);
    const res = await call(t.app, desk.owner, '/business/rewardplan/update', {
      pointsPerDollarSpent: loaded.pointsPerDollarSpent,
      minimumPointsRedeemTarget: loaded.minimumPointsRedeemTarget,
      minimumPointsTargetValueCents: { ...loaded.minimumPointsTargetValueCents, value: 20 },
    });
    expect(res.statusCode).toBe(200);
    const after = await plan(desk);
    expect([
      after.type.value,
      after.stampsPerReward.value,
      after.minimumPointsTargetValueCents.value,
    ]).toEqual(['Stamps', 5, 20]);
  });
});

describe('earning stamps', () => {
  it('each purchase at or above the minimum earns a stamp; the 9th fills the card: $4.50, and it starts again', async () => {
    const member = await newMember(t);
    const first = await buy(member, 3);
    expect(first).toMatchObject({ stampsEarned: 1, stampsBalance: 1, pointsEarned: 0, bonusPoints: 0 });
    expect((await buy(member, 2.99)).stampsEarned).toBe(0);
    for (let i = 2; i <= 8; i += 1) await buy(member, 5);
    expect(await found(member)).toMatchObject({
      rewardType: 'Stamps',
      stampsBalance: 8,
      stampsPerReward: 9,
      pointsBalance: 0,
      walletBalance: 0,
    });
    // The owner's Subscribers show the card too (details, the list and the CSV read one row).
    const details = await call(t.app, cafe.owner, '/business/subscription/details', {
      customerId: member.memberId,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect((details.json() as { data: Subscription }).data).toMatchObject({
      stampsBalance: 8,
      pointsBalance: 0,
    });
    const ninth = await buy(member, 6);
    expect(ninth).toMatchObject({
      stampsEarned: 1,
      stampsConverted: 9,
      walletCredited: 4.5,
      stampsBalance: 0,
      walletBalance: 4.5,
    });
    const entries = await stampEntries(member);
    expect(entries).toHaveLength(10);
    expect(entries.at(-1)).toEqual({ kind: 'Conversion', amount: -9, balanceAfter: 0 });

    // The member app: the card on GET /customer/subscriptions, the full card in the activity.
    const subs = (await call(t.app, member.token, '/customer/subscriptions')).json() as {
      subscriptions: MemberSubscription[];
    };
    expect(subs.subscriptions[0]).toMatchObject({
      rewardType: 'Stamps',
      stampsBalance: 0,
      stampsPerReward: 9,
    });
    const activity = (await call(t.app, member.token, '/customer/activity/list', {})).json() as {
      activity: MemberActivityItem[];
    };
    expect(activity.activity[0]).toMatchObject({
      kind: 'reward',
      stampsEarned: 1,
      stampsConverted: 9,
      walletFromStamps: 4.5,
      walletFromPoints: 0,
      pointsConverted: 0,
    });
  });

  it('a purchase paid wholly from the wallet earns no stamp', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, cafe, member.memberId, 10);
    const added = await call(t.app, cafe.staff, '/staff/rewardtransaction/add', {
      customerId: member.memberId,
      billingAmount: 4,
      wallet: 4,
      ...cafe.place,
    });
    const { rtId } = added.json() as { rtId: string };
    expect(
      (await call(t.app, member.token, '/customer/rewardtransaction/approve', { rtId })).statusCode,
    ).toBe(200);
    const res = await rewardAtDesk(t.app, cafe, 'staff', {
      customerId: member.memberId,
      billingAmount: 4,
      rtId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: RewardOutcome }).data).toMatchObject({ stampsEarned: 0, stampsBalance: 0 });
  });

  it('two purchases completing one card at once: exactly one Conversion, no stamp lost', async () => {
    const member = await memberWithStamps(8);
    const answers = await Promise.all([buy(member, 4), buy(member, 4)]);
    expect(answers.map((a) => a.stampsConverted).sort()).toEqual([0, 9]);
    const summary = await found(member);
    expect(summary).toMatchObject({ stampsBalance: 1, walletBalance: 4.5 });
    const conversions = (await stampEntries(member)).filter((e) => e.kind === 'Conversion');
    expect(conversions).toEqual([{ kind: 'Conversion', amount: -9, balanceAfter: 0 }]);
    // The ledger and the balance agree.
    const [row] = await t.db
      .select({ stamps: subscriptions.stampsBalance })
      .from(subscriptions)
      .innerJoin(members, eq(members.id, subscriptions.memberRowId))
      .where(and(eq(members.memberId, member.memberId), eq(subscriptions.businessId, cafe.business.id)));
    const entries = await stampEntries(member);
    expect(row?.stamps).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
  });
});

describe('returns on a stamp card', () => {
  it('a partial return keeps the stamp; the return that completes the whole purchase takes it back', async () => {
    const member = await memberWithStamps(2);
    const { rtId } = await buy(member, 10);
    const part = await returnOf(rtId, 4);
    expect(part.statusCode, part.body).toBe(200);
    expect((part.json() as { data: ReturnOutcome }).data).toMatchObject({
      stampsReversed: 0,
      stampsShortfall: 0,
    });
    expect((await found(member)).stampsBalance).toBe(3);
    const rest = await returnOf(rtId, 6);
    expect((rest.json() as { data: ReturnOutcome }).data).toMatchObject({
      stampsReversed: 1,
      stampsShortfall: 0,
    });
    expect((await found(member)).stampsBalance).toBe(2);
    expect((await stampEntries(member)).at(-1)).toEqual({ kind: 'Return', amount: -1, balanceAfter: 2 });
  });

  it('a stamp that already filled a card stays converted: recorded as the shortfall, the wallet keeps the money', async () => {
    const member = await memberWithStamps(8);
    const ninth = await buy(member, 4);
    expect(ninth.stampsConverted).toBe(9);
    const res = await returnOf(ninth.rtId, 4);
    expect((res.json() as { data: ReturnOutcome }).data).toMatchObject({
      stampsReversed: 0,
      stampsShortfall: 1,
    });
    expect(await found(member)).toMatchObject({ stampsBalance: 0, walletBalance: 4.5 });
  });
});

describe('switching the type', () => {
  it('keeps the stamps and points earned; only new purchases follow the new rule', async () => {
    const desk = await openDesk(t, t.db);
    const member = await newMember(t);
    await buy(member, 20, desk);
    expect(await found(member, desk)).toMatchObject({ rewardType: 'Points', pointsBalance: 95 });
    expect((await editPlan(desk, { type: 'Stamps' })).statusCode).toBe(200);
    expect(await buy(member, 20, desk)).toMatchObject({
      stampsEarned: 1,
      pointsEarned: 0,
      pointsBalance: 95,
    });
    expect((await editPlan(desk, { type: 'Points' })).statusCode).toBe(200);
    expect(await buy(member, 20, desk)).toMatchObject({
      stampsEarned: 0,
      pointsEarned: 20,
      pointsBalance: 115,
    });
    expect(await found(member, desk)).toMatchObject({
      rewardType: 'Points',
      stampsBalance: 1,
      stampsPerReward: 9,
    });
  });
});
