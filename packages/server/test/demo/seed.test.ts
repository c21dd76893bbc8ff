import { count, eq, sql } from 'drizzle-orm';
import type { BusinessInfo, MemberSubscription, Subscription } from '../../src/contract.js';
import { describe, expect, it } from 'vitest';
import {
  businesses,
  chatConversations,
  chatMessages,
  galleryImages,
  members,
  offers,
  storedImages,
  stores,
  users,
} from '../../src/db/schema/index.js';
import {
  DEMO_BUSINESS,
  DEMO_INACTIVE_STAFF,
  DEMO_MEMBER,
  DEMO_MEMBERS,
  DEMO_OWNER,
  DEMO_SECOND_BUSINESS,
  DEMO_STAMP_CAFE,
  DEMO_STAFF,
} from '../../src/demo/accounts.js';
import { seedDemo } from '../../src/demo/seed.js';
import { silentLogger } from '../../src/logger.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, listStores, sendOtp, signIn, verifyOtp } from '../helpers/flows.js';
import { call, newMember } from '../helpers/front-desk.js';

const t = setUpTestApp({ demo: true });

describe('demo seed', () => {
  it('loads the demo business and the network shops once, however often the server starts', async () => {
    expect(await seedDemo(t.db, silentLogger)).toBe(true);
    expect(await seedDemo(t.db, silentLogger)).toBe(false);
    const [row] = await t.db.select({ n: count() }).from(businesses);
    expect(row?.n).toBe(3);
  });

  it('has the demo member in every shop, each with its own brand colour, at 6 of 9 on the café stamp card and on Silver at the bakery', async () => {
    const member = await newMember(t, DEMO_MEMBER.email);
    const { subscriptions } = (await call(t.app, member.token, '/customer/subscriptions')).json() as {
      subscriptions: MemberSubscription[];
    };
    expect(subscriptions.map((s) => [s.businessName, s.brandColor]).sort()).toEqual(
      [
        [DEMO_SECOND_BUSINESS.name, DEMO_SECOND_BUSINESS.brandColor],
        [DEMO_STAMP_CAFE.name, DEMO_STAMP_CAFE.brandColor],
        [DEMO_BUSINESS.name, DEMO_BUSINESS.brandColor],
      ].sort(),
    );
    const byName = (name: string) => subscriptions.find((s) => s.businessName === name);
    expect(byName(DEMO_SECOND_BUSINESS.name)?.pointsBalance).toBeGreaterThan(0);
    // The bakery runs tiers: $152.00 of purchases put the member on Silver, $248.00 short of Gold.
    expect(byName(DEMO_SECOND_BUSINESS.name)).toMatchObject({
      tier: { name: DEMO_SECOND_BUSINESS.memberTier, multiplier: 1.25 },
      nextTier: { tierName: 'Gold', amount: 248 },
    });
    expect(byName(DEMO_STAMP_CAFE.name)).toMatchObject({
      rewardType: 'Stamps',
      stampsBalance: 6,
      stampsPerReward: 9,
      pointsBalance: 0,
    });
  });

  it('has a referral at the bakery: the demo member referred Liam, and the bakery was referred by the demo business', async () => {
    t.clock.advance(31_000);
    const owner = await signIn(t.app, t.delivery, { userType: 'B', email: DEMO_SECOND_BUSINESS.owner.email });
    const details = async (memberId: string) =>
      (
        (await call(t.app, owner, '/business/subscription/details', { customerId: memberId })).json() as {
          data: Subscription;
        }
      ).data;
    expect(await details(DEMO_MEMBER.memberId)).toMatchObject({ totalReferred: 1, referredBy: null });
    expect(await details(DEMO_MEMBERS[1].memberId)).toMatchObject({
      referredBy: { customerId: DEMO_MEMBER.memberId, customerName: DEMO_MEMBER.name },
    });
    const profile = (await call(t.app, owner, '/business/business-info/details')).json() as {
      data: BusinessInfo;
    };
    expect(profile.data.referredBy).toEqual({ name: DEMO_BUSINESS.name, userName: DEMO_BUSINESS.handle });
  });

  it('does not put back what the owner changed after the first start', async () => {
    const [business] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.handle, DEMO_BUSINESS.handle));
    await t.db.delete(stores).where(eq(stores.name, 'Surry Hills'));
    await seedDemo(t.db, silentLogger);
    const left = await t.db
      .select()
      .from(stores)
      .where(eq(stores.businessId, business?.id ?? ''));
    expect(left.map((s) => s.name)).toEqual(['Circular Quay']);
    await t.db
      .insert(stores)
      .values({ businessId: business?.id ?? '', name: 'Surry Hills', counters: ['Front Counter'] });
  });

  it('lets the demo owner sign in and see both stores with their counters', async () => {
    const token = await signIn(t.app, t.delivery, { userType: 'B', email: DEMO_OWNER.email });
    const body = (await listStores(t.app, token)).json() as {
      data: { totalItems: { name: string; counters: string[] }[] };
    };
    expect(body.data.totalItems.map((s) => [s.name, s.counters])).toEqual([
      ['Circular Quay', ['Counter 1', 'Counter 2']],
      ['Surry Hills', ['Front Counter']],
    ]);
  });

  it('lets the demo staff member sign in with @harbourlane, without chat access', async () => {
    const res = await sendOtp(t.app, {
      userType: 'S',
      email: DEMO_STAFF.email,
      handle: `@${DEMO_BUSINESS.handle}`,
    });
    expect(res.json().otp).toMatch(/^\d{6}$/);
    t.clock.advance(31_000);
    const token = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: DEMO_STAFF.email,
      handle: DEMO_BUSINESS.handle,
    });
    expect(token).toBeTruthy();
    const [staff] = await t.db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    expect(staff).toMatchObject({ name: 'Sam Patel', isActive: true, chatAccess: false });
  });

  it('has an inactive staff member who is refused', async () => {
    // Asked for a code, they are answered like anyone (docs/domain.md: sign-in tells no one whether
    // an account is active); the right code is what tells them, and opens no session.
    const who = { userType: 'S', email: DEMO_INACTIVE_STAFF.email, handle: DEMO_BUSINESS.handle } as const;
    expect((await sendOtp(t.app, who)).statusCode).toBe(200);
    const res = await verifyOtp(t.app, { ...who, otp: t.delivery.lastCodeFor(who.email) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('token');
  });
});

describe('demo front desk data', () => {
  it('has members to search for, with balances made through the ledger', async () => {
    t.clock.advance(31_000);
    const staff = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: DEMO_STAFF.email,
      handle: DEMO_BUSINESS.handle,
    });
    const search = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/staff/customer/search',
        headers: { authorization: `Bearer ${staff}` },
        payload: { query },
      });
    const ava = await search(DEMO_MEMBER.username);
    expect(ava.statusCode).toBe(200);
    expect(ava.json()).toMatchObject({
      memberId: DEMO_MEMBER.memberId,
      walletBalance: 10,
      gcBalance: 40,
      pointsBalance: 162,
      isSubscribed: true,
    });
    expect((await search(DEMO_MEMBERS[1].memberId)).json()).toMatchObject({
      walletBalance: 100,
      gcBalance: 100,
    });
    expect((await search(DEMO_MEMBERS[3].username)).json()).toMatchObject({
      isSubscribed: false,
      walletBalance: 0,
    });

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/v2/staff/getGCAndOffersForDashboard',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(dashboard.json().giftCardList).toHaveLength(3);
    expect(dashboard.json().offersList).toHaveLength(3);

    const drift = await t.db.execute<{ n: string }>(sql`
      select count(*) as n from subscriptions s where s.wallet_balance_cents <>
        coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'wallet'), 0)
        or s.points_balance <>
        coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'points'), 0)`);
    expect(Number(drift.rows[0]?.n)).toBe(0);
  });

  it('is loaded once: a restart adds no members', async () => {
    expect(await seedDemo(t.db, silentLogger)).toBe(false);
    const [row] = await t.db.select({ n: count() }).from(members);
    expect(row?.n).toBe(DEMO_MEMBERS.length);
  });
});

describe('demo gallery', () => {
  async function demoBusinessId(): Promise<string> {
    const [business] = await t.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.handle, DEMO_BUSINESS.handle));
    return business?.id ?? '';
  }

  it('has pictures the project drew itself, served as PNGs, and the demo offers show them', async () => {
    const businessId = await demoBusinessId();
    const images = await t.db.select().from(galleryImages).where(eq(galleryImages.businessId, businessId));
    expect(images.map((i) => i.title).sort()).toEqual([
      'Double points',
      'Flat white',
      'Pastries',
      'Winter blend',
    ]);
    for (const image of images) {
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${image.imageName}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }

    t.clock.advance(31_000);
    const staff = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: DEMO_STAFF.email,
      handle: DEMO_BUSINESS.handle,
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/v2/staff/getGCAndOffersForDashboard',
      headers: { authorization: `Bearer ${staff}` },
    });
    const shown = (dashboard.json() as { offersList: { title: string; images: string[] }[] }).offersList;
    const urls = new Set(images.map((i) => `/uploads/${i.imageName}`));
    expect(shown).toHaveLength(3);
    for (const offer of shown) {
      expect(offer.images.length).toBeGreaterThan(0);
      expect(offer.images.every((url) => urls.has(url))).toBe(true);
    }
    expect(shown.find((o) => o.title === 'Flat white Fridays')?.images).toHaveLength(2);
  });

  it('is loaded once, and into a data directory seeded before the gallery existed', async () => {
    const businessId = await demoBusinessId();
    expect(await seedDemo(t.db, silentLogger)).toBe(false);
    const [before] = await t.db.select({ n: count() }).from(storedImages);
    expect(before?.n).toBe(4);

    // A data directory from before the gallery: no images, offers without any.
    await t.db.delete(galleryImages).where(eq(galleryImages.businessId, businessId));
    await t.db.delete(storedImages).where(eq(storedImages.businessId, businessId));
    await t.db.update(offers).set({ images: [] }).where(eq(offers.businessId, businessId));
    // An offer the owner changed keeps what the owner gave it.
    await t.db
      .update(offers)
      .set({ images: ['/uploads/owner-choice.png'] })
      .where(eq(offers.title, 'Pastry pair'));
    expect(await seedDemo(t.db, silentLogger)).toBe(true);
    const [after] = await t.db.select({ n: count() }).from(galleryImages);
    expect(after?.n).toBe(4);
    const [pastry] = await t.db.select().from(offers).where(eq(offers.title, 'Pastry pair'));
    expect(pastry?.images).toEqual(['/uploads/owner-choice.png']);
    const [flatWhite] = await t.db.select().from(offers).where(eq(offers.title, 'Flat white Fridays'));
    expect(flatWhite?.images).toHaveLength(2);
  });

  it('has two conversations with members waiting for the owner, loaded once', async () => {
    const token = await signIn(t.app, t.delivery, { userType: 'B', email: DEMO_OWNER.email });
    const hasNew = await t.app.inject({
      method: 'GET',
      url: `${API}/business/hasNewMsg`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(hasNew.json()).toEqual({ result: true });
    const conversations = await t.db
      .select({ memberId: members.memberId, unread: chatConversations.unreadByB })
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberRowId))
      .orderBy(members.memberId);
    expect(conversations).toEqual([
      { memberId: DEMO_MEMBERS[1].memberId, unread: 1 },
      { memberId: DEMO_MEMBERS[2].memberId, unread: 1 },
    ]);
    const [messages] = await t.db.select({ n: count() }).from(chatMessages);
    expect(messages?.n).toBe(4);

    expect(await seedDemo(t.db, silentLogger)).toBe(false);
    const [again] = await t.db.select({ n: count() }).from(chatMessages);
    expect(again?.n).toBe(4);
  });
});
