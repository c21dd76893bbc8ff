import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_MESSAGES,
  isReferralCode,
  type BusinessInfo,
  type MemberActivityItem,
  type SignInReferral,
  type Subscription,
} from '../../src/contract.js';
import {
  businesses,
  ledgerEntries,
  memberOtpCodes,
  members,
  referrals,
  subscriptions,
} from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, registrationPayload, signIn, uniqueId } from '../helpers/flows.js';
import {
  approvedRedemption,
  buyAtDesk,
  call,
  inMemberAppAt,
  newMember,
  openDesk,
  publishTemplate,
  returnAtDesk,
  rewardAtDesk,
  sell,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

// Referrals (issue 20 item 3) on the default plan: a 100-point bonus, 1 point per dollar, 50
// welcome and 25 first-shopping points, 1,000 points → $100.00.
const t = setUpTestApp();
let shop: Desk;
const DAY = 24 * 60 * 60_000;

/** The member's code at a shop, as the member app asks for it. */
function askCode(member: Member, businessId: unknown) {
  return call(t.app, member.token, '/customer/referral/code', { businessId });
}

async function codeOf(member: Member, desk: Desk = shop): Promise<string> {
  const res = await askCode(member, desk.business.id);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { code: string }).code;
}

/**
 * Sends a member a sign-in code (the first one of an e-mail signs them up), after the 30 seconds
 * an e-mail waits between codes: the clock moves, the test never sleeps.
 */
async function sendCode(email: string): Promise<number> {
  t.clock.advance(31_000);
  const sent = await t.app.inject({
    method: 'POST',
    url: `${API}/user/loginotp`,
    payload: { userType: 'C', user: { email } },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return Number(t.delivery.lastCodeFor(email));
}

function verify(email: string, otp: number, referralCode?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${API}/user/verifyloginotp`,
    payload: {
      userType: 'C',
      client: 'Web',
      user: { email, otp },
      ...(referralCode === undefined ? {} : { referralCode }),
    },
  });
}

/** A sign-in (or sign-up) with a referral code: the member, and what became of the code. */
async function signUpWith(
  code: unknown,
  email = `friend.${uniqueId()}@example.com`,
): Promise<{ member: Member; referral: SignInReferral | undefined }> {
  const res = await verify(email, await sendCode(email), code);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    token: string;
    data: { memberId: string; username: string };
    referral?: SignInReferral;
  };
  return {
    member: { token: body.token, memberId: body.data.memberId, username: body.data.username, email },
    referral: body.referral,
  };
}

/** A purchase at the desk; its rtId. */
const buy = async (member: Member, billingAmount: number, desk: Desk = shop) =>
  (await buyAtDesk(t.app, desk, member, billingAmount)).rtId;

const returnOf = (rtId: string, amount: number, desk: Desk = shop) => returnAtDesk(t.app, desk, rtId, amount);

const inMemberApp = (member: Member, desk: Desk = shop) => inMemberAppAt(t.app, desk, member);

async function subscriberOf(member: Member, desk: Desk = shop): Promise<Subscription> {
  const res = await call(t.app, desk.owner, '/business/subscription/details', {
    customerId: member.memberId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Subscription }).data;
}

async function activityOf(member: Member): Promise<MemberActivityItem[]> {
  const res = await call(t.app, member.token, '/customer/activity/list', {});
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { activity: MemberActivityItem[] }).activity;
}

/** The referral rows of a referred member, at any business. */
async function referralsOf(member: Member) {
  return t.db
    .select({ referral: referrals })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.referredMemberRowId))
    .where(eq(members.memberId, member.memberId));
}

/** A member of the shop with some history there (the referrer), and their code. */
async function referrer(desk: Desk = shop): Promise<{ member: Member; code: string }> {
  const member = await newMember(t);
  await buy(member, 40, desk);
  return { member, code: await codeOf(member, desk) };
}

beforeAll(async () => {
  shop = await openDesk(t, t.db);
});

describe('POST /customer/referral/code', () => {
  it('answers a code and a link to the member app carrying it, the same on every call', async () => {
    const { member, code } = await referrer();
    expect(isReferralCode(code)).toBe(true);
    const res = await askCode(member, shop.business.id);
    expect(res.json()).toEqual({ code, link: `http://localhost:80/member/sign-in?ref=${code}` });
    // Another member at the same shop has a code of their own.
    expect((await referrer()).code).not.toBe(code);
  });

  it('makes one code when two first asks come at once', async () => {
    const member = await newMember(t);
    await buy(member, 10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => askCode(member, shop.business.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => (a.json() as { code: string }).code)).size).toBe(1);
  });

  it.each([
    ['a shop the member does not belong to', () => openDesk(t, t.db).then((d) => d.business.id), 404],
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000', 404],
    ['a malformed id', async () => 'not-an-id', 404],
    ['no id', async () => undefined, 400],
    ['a number', async () => 42, 400],
  ])('refuses %s, and gives no code', async (_, businessId, status) => {
    const member = await newMember(t);
    const res = await askCode(member, await businessId());
    expect(res.statusCode, res.body).toBe(status);
    if (status === 404) expect(res.json()).toEqual({ error: 'Shop not found.' });
    const codes = await t.db
      .select({ code: subscriptions.referralCode })
      .from(subscriptions)
      .innerJoin(members, eq(members.id, subscriptions.memberRowId))
      .where(eq(members.memberId, member.memberId));
    expect(codes).toEqual([]);
  });

  it('is for members only', async () => {
    const res = await call(t.app, shop.owner, '/customer/referral/code', { businessId: shop.business.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('a referral earned', () => {
  it("a new member signs up with the code; their first purchase earns the referrer the plan's bonus", async () => {
    const ref = await referrer();
    const before = await inMemberApp(ref.member);
    expect(before).toMatchObject({ referralBonus: 100, totalReferred: 0, referredBy: null });

    // The code as typed, in lower case and with spaces, is the code.
    const { member: friend, referral } = await signUpWith(` ${ref.code.toLowerCase()} `);
    expect(referral).toEqual({
      status: 'Recorded',
      businessName: shop.business.businessName,
      message: expect.stringMatching(/referred you to .+ Your first purchase there earns them 100 points\.$/),
    });
    // Recorded, not earned: the referrer has nothing yet.
    expect((await inMemberApp(ref.member))?.pointsBalance).toBe(before?.pointsBalance);

    await buy(friend, 20);
    const after = await inMemberApp(ref.member);
    expect(after?.pointsBalance).toBe((before?.pointsBalance ?? 0) + 100);
    expect(after?.totalReferred).toBe(1);
    expect((await inMemberApp(friend))?.referredBy).toEqual({ name: expect.stringMatching(/^Member/) });

    // The owner sees both sides: who referred the friend, and the referrer's Total Referred.
    expect(await subscriberOf(friend)).toMatchObject({
      referredBy: { customerId: ref.member.memberId },
      totalReferred: 0,
    });
    expect(await subscriberOf(ref.member)).toMatchObject({ referredBy: null, totalReferred: 1 });

    // The referrer's history says why; the ledger has one ReferralBonus entry.
    const [latest] = await activityOf(ref.member);
    expect(latest).toMatchObject({ kind: 'referral', referralBonus: 100, businessId: shop.business.id });
    const entries = await bonusEntries(ref.member);
    expect(entries).toEqual([{ kind: 'ReferralBonus', amount: 100 }]);

    // Later purchases earn the referrer nothing more.
    await buy(friend, 30);
    expect((await inMemberApp(ref.member))?.pointsBalance).toBe(after?.pointsBalance);
    const [row] = await referralsOf(friend);
    expect(row?.referral).toMatchObject({ status: 'Earned', bonusPoints: 100 });
  });

  it('an existing member of the network who never shopped there can be referred, and a redemption as the first purchase earns it', async () => {
    const ref = await referrer();
    const other = await openDesk(t, t.db);
    const regular = await newMember(t);
    await buy(regular, 10, other);
    const { referral } = await signUpWith(ref.code, regular.email);
    expect(referral?.status).toBe('Recorded');
    // A gift card sold first subscribes them; their first purchase, paid partly with it, earns it.
    const template = await publishTemplate(t.app, shop, { amount: 20, discount: null });
    await sell(t.app, shop, regular.memberId, template);
    const rtId = await approvedRedemption(t.app, shop, regular, { billingAmount: 30, gc: 10 });
    const done = await rewardAtDesk(t.app, shop, 'staff', {
      customerId: regular.memberId,
      billingAmount: 30,
      rtId,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await inMemberApp(ref.member))?.totalReferred).toBe(1);
  });

  it('the same code again is the referral already recorded', async () => {
    const ref = await referrer();
    const { member: friend } = await signUpWith(ref.code);
    const { referral } = await signUpWith(ref.code, friend.email);
    expect(referral?.status).toBe('Recorded');
    expect(await referralsOf(friend)).toHaveLength(1);
  });

  it('a bonus that reaches a block converts it, as any credit does', async () => {
    const ref = await referrer();
    // 40 + 50 + 25 = 115 points; 800 more make 915.
    await buy(ref.member, 800);
    const { member: friend } = await signUpWith(ref.code);
    await buy(friend, 10);
    expect(await inMemberApp(ref.member)).toMatchObject({ pointsBalance: 15, walletBalance: 100 });
  });

  it('on a stamp card the referral counts but earns no points (docs/decisions.md 56)', async () => {
    const cafe = await openDesk(t, t.db);
    const plan = await call(t.app, cafe.owner, '/business/rewardplan/details');
    const entries = (plan.json() as { data: Record<string, { value: unknown }> }).data;
    const res = await call(t.app, cafe.owner, '/business/rewardplan/update', {
      ...entries,
      type: { ...entries.type, value: 'Stamps' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ref = await referrer(cafe);
    expect((await inMemberApp(ref.member, cafe))?.referralBonus).toBe(0);
    const { member: friend, referral } = await signUpWith(ref.code);
    expect(referral?.message).toMatch(/referred you to .+\.$/);
    expect(referral?.message).not.toMatch(/points/);
    const rtId = await buy(friend, 5, cafe);
    expect(await inMemberApp(ref.member, cafe)).toMatchObject({ totalReferred: 1, pointsBalance: 0 });
    expect(await bonusEntries(ref.member)).toEqual([]);
    // Its return still takes the referral back.
    expect((await returnOf(rtId, 5, cafe)).statusCode).toBe(200);
    expect((await inMemberApp(ref.member, cafe))?.totalReferred).toBe(0);
  });
});

/** The referrer's referral entries (bonus and reversal), oldest first. */
async function bonusEntries(member: Member) {
  return t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberRowId))
    .where(and(eq(members.memberId, member.memberId), sql`${ledgerEntries.referralId} is not null`))
    .orderBy(ledgerEntries.id);
}

describe('refused, with nothing earned', () => {
  it('a member using their own code', async () => {
    const ref = await referrer();
    const { referral } = await signUpWith(ref.code, ref.member.email);
    expect(referral).toEqual({
      status: 'Refused',
      businessName: shop.business.businessName,
      message: REFERRAL_MESSAGES.ownCode,
    });
    expect(await referralsOf(ref.member)).toEqual([]);
  });

  it('a member who already belongs to the shop', async () => {
    const ref = await referrer();
    const regular = await newMember(t);
    await buy(regular, 10);
    const { referral } = await signUpWith(ref.code, regular.email);
    expect(referral).toMatchObject({
      status: 'Refused',
      message: REFERRAL_MESSAGES.alreadySubscribed(shop.business.businessName),
    });
    await buy(regular, 10);
    expect(await referralsOf(regular)).toEqual([]);
    expect((await inMemberApp(ref.member))?.totalReferred).toBe(0);
  });

  it('a second referral of the same member to the shop', async () => {
    const first = await referrer();
    const second = await referrer();
    const { member: friend } = await signUpWith(first.code);
    const { referral } = await signUpWith(second.code, friend.email);
    expect(referral).toMatchObject({
      status: 'Refused',
      message: REFERRAL_MESSAGES.alreadyReferred(shop.business.businessName),
    });
    await buy(friend, 10);
    expect((await inMemberApp(first.member))?.totalReferred).toBe(1);
    expect((await inMemberApp(second.member))?.totalReferred).toBe(0);
  });

  it('a referral whose first purchase came before it (the member then already belonged to the shop)', async () => {
    const ref = await referrer();
    const friend = await newMember(t);
    await buy(friend, 10);
    const { referral } = await signUpWith(ref.code, friend.email);
    expect(referral?.status).toBe('Refused');
  });
});

describe('bad input: 4xx, and nothing changes', () => {
  it('an unknown code refuses the sign-in without using up the sign-in code or making the member', async () => {
    const email = `friend.${uniqueId()}@example.com`;
    const otp = await sendCode(email);
    const res = await verify(email, otp, 'ZZZZ2222');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REFERRAL_MESSAGES.unknownMemberCode });
    expect(await t.db.select().from(members).where(eq(members.email, email))).toEqual([]);
    const [code] = await t.db.select().from(memberOtpCodes).where(eq(memberOtpCodes.email, email));
    expect(code?.consumedAt).toBeNull();
    // The same sign-in code, without the referral code, signs them up.
    expect((await verify(email, otp)).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'K7QM'],
    ['a letter it never uses', 'K7QM2XPO'],
    ['not text', 12345678],
  ])('a malformed code (%s) is 400 with the form it needs', async (_, code) => {
    const email = `friend.${uniqueId()}@example.com`;
    const otp = await sendCode(email);
    const res = await verify(email, otp, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REFERRAL_MESSAGES.codeFormat });
    expect(await t.db.select().from(members).where(eq(members.email, email))).toEqual([]);
  });

  it('an empty code is no code', async () => {
    const { referral } = await signUpWith('');
    expect(referral).toBeUndefined();
  });
});

describe('races against PostgreSQL', () => {
  it('two sign-ups of one member with one code at once: one referral', async () => {
    const ref = await referrer();
    const email = `friend.${uniqueId()}@example.com`;
    const otp = await sendCode(email);
    const answers = await Promise.all([verify(email, otp, ref.code), verify(email, otp, ref.code)]);
    // One sign-in code signs in once; the other check finds it used.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [member] = await t.db.select().from(members).where(eq(members.email, email));
    const rows = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredMemberRowId, member?.id ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('two friends sign up with one code at once, then make their first purchases at once: one bonus each', async () => {
    const ref = await referrer();
    const start = (await inMemberApp(ref.member))?.pointsBalance ?? 0;
    const [a, b] = await Promise.all([signUpWith(ref.code), signUpWith(ref.code)]);
    expect([a.referral?.status, b.referral?.status]).toEqual(['Recorded', 'Recorded']);
    await Promise.all([buy(a.member, 10), buy(b.member, 10)]);
    expect(await inMemberApp(ref.member)).toMatchObject({ pointsBalance: start + 200, totalReferred: 2 });
  });

  it("two first purchases of the referred member at once: the referrer's bonus once", async () => {
    const ref = await referrer();
    const start = (await inMemberApp(ref.member))?.pointsBalance ?? 0;
    const { member: friend } = await signUpWith(ref.code);
    await Promise.all(Array.from({ length: 4 }, () => buy(friend, 10)));
    expect(await inMemberApp(ref.member)).toMatchObject({ pointsBalance: start + 100, totalReferred: 1 });
    expect(await bonusEntries(ref.member)).toEqual([{ kind: 'ReferralBonus', amount: 100 }]);
  });

  it("the friend's first purchase and the referrer's own purchase at once both go through", async () => {
    const ref = await referrer();
    const start = (await inMemberApp(ref.member))?.pointsBalance ?? 0;
    const { member: friend } = await signUpWith(ref.code);
    await Promise.all([buy(friend, 10), buy(ref.member, 10), buy(friend, 10), buy(ref.member, 10)]);
    expect(await inMemberApp(ref.member)).toMatchObject({ pointsBalance: start + 120, totalReferred: 1 });
  });
});

describe('one business never sees another’s referral', () => {
  it('the referral, its bonus and its Total Referred stay at the shop whose code it was', async () => {
    const other = await openDesk(t, t.db);
    const ref = await referrer();
    await buy(ref.member, 10, other);
    const { member: friend } = await signUpWith(ref.code);
    await buy(friend, 10);
    await buy(friend, 10, other);
    expect(await subscriberOf(friend, other)).toMatchObject({ referredBy: null, totalReferred: 0 });
    expect(await subscriberOf(ref.member, other)).toMatchObject({ totalReferred: 0 });
    expect(await inMemberApp(friend, other)).toMatchObject({ referredBy: null });
    // Only the shop's own list names the referrer.
    const list = await call(t.app, other.owner, '/business/subscription/list', { offset: 0, limit: 100 });
    const rows = (list.json() as { data: { totalItems: Subscription[] } }).data.totalItems;
    expect(rows.every((row) => row.referredBy === null && row.totalReferred === 0)).toBe(true);
  });

  it('a referrer who blocked the shop is not named to it', async () => {
    const ref = await referrer();
    const { member: friend } = await signUpWith(ref.code);
    await buy(friend, 10);
    const blocked = await call(t.app, ref.member.token, '/customer/businesses/block', {
      businessId: shop.business.id,
    });
    expect(blocked.statusCode).toBe(200);
    expect((await subscriberOf(friend)).referredBy).toBeNull();
  });
});

describe("a business's referral code", () => {
  async function register(referralCode?: unknown) {
    const payload = registrationPayload();
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/add`,
      payload: { ...payload, ...(referralCode === undefined ? {} : { referralCode }) },
    });
    return { res, email: payload.user.email, name: payload.user.name };
  }

  async function profile(token: string): Promise<BusinessInfo> {
    const res = await call(t.app, token, '/business/business-info/details');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: BusinessInfo }).data;
  }

  it('every business has one on Profile; one registering with it is recorded as referred by that business', async () => {
    const mine = await profile(shop.owner);
    expect(isReferralCode(mine.user.referralCode)).toBe(true);
    expect(mine.referredBy).toBeNull();

    const { res, email } = await register(mine.user.referralCode.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const theirs = await profile(await signIn(t.app, t.delivery, { userType: 'B', email }));
    expect(theirs.referredBy).toEqual({ name: shop.business.businessName, userName: shop.business.handle });
    expect(theirs.user.referralCode).not.toBe(mine.user.referralCode);
    // Recorded only: the referring business's own profile is as it was.
    expect(await profile(shop.owner)).toEqual(mine);
  });

  it.each([
    ['an unknown code', 'ZZZZ2222', REFERRAL_MESSAGES.unknownBusinessCode],
    ['a malformed code', 'nope', REFERRAL_MESSAGES.codeFormat],
  ])('%s is 400 and registers nothing', async (_, code, message) => {
    const { res, name } = await register(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await t.db.select().from(businesses).where(eq(businesses.name, name))).toEqual([]);
  });

  it('a member code is not a business code', async () => {
    const { code } = await referrer();
    expect((await register(code)).res.statusCode).toBe(400);
  });
});

/**
 * Moves the clock on by `days` and signs the desk's owner and the members in again: sessions end
 * after 7 days without use, and every test here opens its own desk, since the rest of the file's
 * would be signed out too.
 */
async function later(days: number, desk: Desk, ...people: Member[]): Promise<Member[]> {
  t.clock.advance(days * DAY);
  desk.owner = await signIn(t.app, t.delivery, { userType: 'B', email: desk.business.ownerEmail });
  return Promise.all(
    people.map((person) => signUpWith(undefined, person.email).then((again) => again.member)),
  );
}

describe('the bonus taken back when the first purchase is returned in full within 30 days', () => {
  it('a full return the next week reverses it: a ledger Return, Total Referred back down', async () => {
    const desk = await openDesk(t, t.db);
    const ref = await referrer(desk);
    const { member: friend } = await signUpWith(ref.code);
    const rtId = await buy(friend, 20, desk);
    const earned = (await inMemberApp(ref.member, desk))?.pointsBalance ?? 0;
    const [referrerLater] = await later(6, desk, ref.member);
    if (!referrerLater) throw new Error('the referrer did not sign in again');
    expect((await returnOf(rtId, 20, desk)).statusCode).toBe(200);
    expect(await inMemberApp(referrerLater, desk)).toMatchObject({
      pointsBalance: earned - 100,
      totalReferred: 0,
    });
    expect(await bonusEntries(ref.member)).toEqual([
      { kind: 'ReferralBonus', amount: 100 },
      { kind: 'Return', amount: -100 },
    ]);
    const [row] = await referralsOf(friend);
    expect(row?.referral).toMatchObject({ status: 'Reversed', pointsReversed: 100, pointsShortfall: 0 });
    expect((await activityOf(referrerLater))[0]).toMatchObject({
      kind: 'referralReversal',
      pointsReversed: 100,
    });
    // The owner still sees who referred the friend; Total Referred counts only what holds.
    expect(await subscriberOf(friend, desk)).toMatchObject({
      referredBy: { customerId: ref.member.memberId },
    });
    expect((await subscriberOf(ref.member, desk)).totalReferred).toBe(0);
  });

  it('a partial return leaves it; the return that completes the purchase within 30 days takes it', async () => {
    const desk = await openDesk(t, t.db);
    const ref = await referrer(desk);
    const { member: friend } = await signUpWith(ref.code);
    const rtId = await buy(friend, 20, desk);
    expect((await returnOf(rtId, 5, desk)).statusCode).toBe(200);
    expect((await subscriberOf(ref.member, desk)).totalReferred).toBe(1);
    await later(29, desk);
    expect((await returnOf(rtId, 15, desk)).statusCode).toBe(200);
    expect((await subscriberOf(ref.member, desk)).totalReferred).toBe(0);
  });

  it('a full return after 30 days leaves the referral earned', async () => {
    const desk = await openDesk(t, t.db);
    const ref = await referrer(desk);
    const { member: friend } = await signUpWith(ref.code);
    const rtId = await buy(friend, 20, desk);
    const earned = (await subscriberOf(ref.member, desk)).pointsBalance;
    await later(30, desk);
    t.clock.advance(60_000);
    expect((await returnOf(rtId, 20, desk)).statusCode).toBe(200);
    expect(await subscriberOf(ref.member, desk)).toMatchObject({ pointsBalance: earned, totalReferred: 1 });
  });

  it('a referrer who converted the bonus keeps the wallet money; what is left is taken, the rest is the shortfall', async () => {
    const desk = await openDesk(t, t.db);
    const ref = await referrer(desk);
    await buy(ref.member, 800, desk); // 915 points
    const { member: friend } = await signUpWith(ref.code);
    const rtId = await buy(friend, 10, desk);
    expect(await subscriberOf(ref.member, desk)).toMatchObject({ pointsBalance: 15, moneyBalance: 100 });
    expect((await returnOf(rtId, 10, desk)).statusCode).toBe(200);
    expect(await subscriberOf(ref.member, desk)).toMatchObject({
      pointsBalance: 0,
      moneyBalance: 100,
      totalReferred: 0,
    });
    const [row] = await referralsOf(friend);
    expect(row?.referral).toMatchObject({ status: 'Reversed', pointsReversed: 15, pointsShortfall: 85 });
  });
});
