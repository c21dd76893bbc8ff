import { beforeAll, describe, expect, it } from 'vitest';
import { offers, stores } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { addStaff } from '../helpers/flows.js';
import { call, newMember, openDesk, publishTemplate, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  desk = await openDesk(t, t.db);
  other = await openDesk(t, t.db);
  const now = t.clock.now();
  const offer = (
    businessId: string,
    title: string,
    status: 'Draft' | 'Published' | 'Deleted',
    inDays: number,
  ) => ({
    businessId,
    title,
    description: `${title} description`,
    expiryDate: new Date(now.getTime() + inDays * DAY),
    status,
    images: status === 'Published' ? [`/uploads/${title}.jpg`] : [],
    createdAt: now,
    updatedAt: now,
    deletedAt: status === 'Deleted' ? now : null,
  });
  await t.db
    .insert(offers)
    .values([
      offer(desk.business.id, 'Later', 'Published', 20),
      offer(desk.business.id, 'Soon', 'Published', 2),
      offer(desk.business.id, 'Past', 'Published', -1),
      offer(desk.business.id, 'Idea', 'Draft', 30),
      offer(desk.business.id, 'Gone', 'Deleted', 30),
      offer(other.business.id, 'Theirs', 'Published', 30),
    ]);
  await t.db.insert(stores).values({ businessId: desk.business.id, name: 'Second', counters: ['A'] });
  await addStaff(t.db, desk.business.id, { isActive: false });
  await publishTemplate(t.app, desk, { amount: 50, discount: 10, validity: 365 });
  await publishTemplate(t.app, desk, { amount: 20, discount: null, validity: null });
  await call(t.app, desk.owner, '/business/giftcard/add', { amount: 99, discount: 1, validity: null });
  const deleted = await publishTemplate(t.app, desk, { amount: 70 });
  await call(t.app, desk.owner, '/business/giftcard/delete', { id: deleted });
  await publishTemplate(t.app, other, { amount: 10 });
  for (let i = 0; i < 3; i++) {
    const member = await newMember(t);
    await call(t.app, desk.staff, '/staff/rewardtransaction/reward', {
      customerId: member.memberId,
      billingAmount: 5,
      ...desk.place,
    });
  }
});

describe('GET /business/stats', () => {
  it("counts the owner's own active gift cards and offers, subscribers, stores and active staff", async () => {
    const res = await call(t.app, desk.owner, '/business/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gcCount: 3,
      offersCount: 4,
      subscribersCount: 3,
      storeCount: 2,
      staffCount: 1,
    });
    const theirs = await call(t.app, other.owner, '/business/stats');
    expect(theirs.json()).toEqual({
      gcCount: 1,
      offersCount: 1,
      subscribersCount: 0,
      storeCount: 1,
      staffCount: 1,
    });
  });
});

describe('GET /staff/getGCAndOffersForDashboard', () => {
  it('lists published gift cards and published offers that have not expired, soonest first', async () => {
    const res = await call(t.app, desk.staff, '/staff/getGCAndOffersForDashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      giftCardList: { faceValue: number; discount: number; validity: number | null }[];
      offersList: { title: string; images: string[]; description: string; expiryDate: string }[];
    };
    expect(body.giftCardList).toEqual([
      { id: expect.any(String), faceValue: 20, discount: 0, actualValue: 20, validity: null },
      { id: expect.any(String), faceValue: 50, discount: 10, actualValue: 45, validity: 365 },
    ]);
    expect(body.offersList.map((o) => o.title)).toEqual(['Soon', 'Later']);
    expect(body.offersList[0]).toEqual({
      id: expect.any(String),
      title: 'Soon',
      description: 'Soon description',
      images: ['/uploads/Soon.jpg'],
      expiryDate: expect.any(String),
    });
  });

  it('drops an offer once its expiry passes', async () => {
    t.clock.advance(3 * DAY);
    const res = await call(t.app, desk.staff, '/staff/getGCAndOffersForDashboard');
    expect(res.json().offersList.map((o: { title: string }) => o.title)).toEqual(['Later']);
  });
});
