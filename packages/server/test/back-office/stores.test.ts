import { beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  addStaff,
  API,
  listStores,
  registerBusiness,
  signIn,
  type RegisteredBusiness,
} from '../helpers/flows.js';

const t = setUpTestApp();
let mine: RegisteredBusiness;
let theirs: RegisteredBusiness;
let ownerToken: string;

beforeAll(async () => {
  mine = await registerBusiness(t.app, t.db, { storeName: 'Zetland', counters: '2' });
  theirs = await registerBusiness(t.app, t.db, { storeName: 'Not Mine' });
  // Two more stores of mine, so paging has something to page.
  await t.db.insert(stores).values([
    { businessId: mine.id, name: 'Bondi', counters: ['Front'], city: 'Bondi', state: 'NSW' },
    { businessId: mine.id, name: 'Manly', counters: [], city: 'Manly', state: 'NSW', isOperational: false },
  ]);
  ownerToken = await signIn(t.app, t.delivery, { userType: 'B', email: mine.ownerEmail });
});

type Listed = { data: { totalItems: { name: string; isPrimary: boolean }[]; totalCount: number } };

describe('POST /{business,staff}/store/list', () => {
  it("lists the owner's stores, primary first, in the contract's shape", async () => {
    const res = await listStores(t.app, ownerToken);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Listed;
    expect(body.data.totalCount).toBe(3);
    expect(body.data.totalItems.map((s) => s.name)).toEqual(['Zetland', 'Bondi', 'Manly']);
    expect(body.data.totalItems[0]).toEqual({
      id: expect.any(String),
      name: 'Zetland',
      counters: ['Counter 1', 'Counter 2'],
      phoneNumber: '0290001111',
      website: '',
      isOperational: true,
      isPrimary: true,
      category: '',
      address: {
        line1: '1 George Street',
        line2: '',
        city: 'Sydney',
        state: 'NSW',
        // Registration sends 'Australia'; stores keep the code.
        country: 'AU',
        pinCode: '2000',
      },
      latitude: -33.8688,
      longitude: 151.2093,
    });
  });

  it('never shows another business its stores', async () => {
    const theirToken = await signIn(t.app, t.delivery, { userType: 'B', email: theirs.ownerEmail });
    const body = (await listStores(t.app, theirToken)).json() as Listed;
    expect(body.data.totalItems.map((s) => s.name)).toEqual(['Not Mine']);
    expect(body.data.totalCount).toBe(1);
    const own = (await listStores(t.app, ownerToken)).json() as Listed;
    expect(own.data.totalItems.map((s) => s.name)).not.toContain('Not Mine');
  });

  it('lists the same stores for staff of the business on the staff path', async () => {
    const staff = await addStaff(t.db, mine.id);
    const token = await signIn(t.app, t.delivery, { userType: 'S', email: staff.email, handle: mine.handle });
    const body = (await listStores(t.app, token, 'staff')).json() as Listed;
    expect(body.data.totalItems.map((s) => s.name)).toEqual(['Zetland', 'Bondi', 'Manly']);
  });

  it('pages with offset (items skipped) and limit, keeping the total', async () => {
    const page = (await listStores(t.app, ownerToken, 'business', { offset: 1, limit: 1 })).json() as Listed;
    expect(page.data.totalItems.map((s) => s.name)).toEqual(['Bondi']);
    expect(page.data.totalCount).toBe(3);
  });

  it('treats a call without a body as the first page (the store dialog sends none)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/business/store/list`,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Listed).data.totalCount).toBe(3);
  });

  it('refuses a page size over 100 with 400', async () => {
    const res = await listStores(t.app, ownerToken, 'business', { offset: 0, limit: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/limit/);
  });
});
