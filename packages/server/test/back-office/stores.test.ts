import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUSTRALIA_MESSAGES, STORE_MESSAGES as FORM_MESSAGES, type Store } from '../../src/contract.js';
import { stores } from '../../src/db/schema/index.js';
import { PLACE_MESSAGES } from '../../src/domain/places/messages.js';
import { STORE_MESSAGES } from '../../src/endpoints/back-office/stores/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  addStaff,
  API,
  listStores,
  registerBusiness,
  signIn,
  type RegisteredBusiness,
} from '../helpers/flows.js';
import { call } from '../helpers/front-desk.js';

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

/** A business of its own with its owner signed in (registration made its one, primary store). */
async function newOwner(): Promise<{ business: RegisteredBusiness; token: string }> {
  const business = await registerBusiness(t.app, t.db);
  const token = await signIn(t.app, t.delivery, { userType: 'B', email: business.ownerEmail });
  return { business, token };
}

async function storeCount(businessId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(stores).where(eq(stores.businessId, businessId));
  return row?.n ?? 0;
}

/** The Add Store form's payload (docs/product/management.md §7): pin code as an integer, country AU. */
const storeForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Southbank',
  isOperational: true,
  phoneNumber: '+61 3 9000 1234',
  website: 'https://example.com/southbank',
  address: {
    line1: '1 River Walk',
    line2: 'Level 2',
    city: 'Melbourne',
    state: 'VIC',
    country: 'AU',
    pinCode: 3006,
  },
  latitude: -37.8226,
  longitude: 144.9646,
  counters: 1,
  ...overrides,
});

const withAddress = (address: Record<string, unknown>) =>
  storeForm({ address: { ...storeForm().address, ...address } });

describe('POST /business/store/add', () => {
  let owner: { business: RegisteredBusiness; token: string };
  beforeAll(async () => {
    owner = await newOwner();
  });

  it('adds a store as the form sends it, +61 phone normalised, and lists it with the right totals', async () => {
    const res = await call(t.app, owner.token, '/business/store/add', storeForm());
    expect(res.statusCode).toBe(200);
    const added = (res.json() as { message: string; data: Store }).data;
    expect(res.json().message).toBe(STORE_MESSAGES.added);
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Southbank',
      counters: ['Counter 1'],
      phoneNumber: '0390001234',
      website: 'https://example.com/southbank',
      isOperational: true,
      isPrimary: false,
      category: '',
      address: {
        line1: '1 River Walk',
        line2: 'Level 2',
        city: 'Melbourne',
        state: 'VIC',
        country: 'AU',
        pinCode: '3006',
      },
      latitude: -37.8226,
      longitude: 144.9646,
    });
    const listed = (await listStores(t.app, owner.token)).json() as Listed;
    expect(listed.data.totalCount).toBe(2);
    expect(listed.data.totalItems.map((s) => s.name)).toEqual([owner.business.storeName, 'Southbank']);
  });

  it('reads a state by name, puts back the leading zero of an NT postcode, and takes counters as text', async () => {
    const res = await call(
      t.app,
      owner.token,
      '/business/store/add',
      storeForm({
        name: 'Darwin',
        address: { line1: '2 Smith St', city: 'Darwin', state: 'northern territory', pinCode: 800 },
        counters: '3',
        isOperational: 'false',
        phoneNumber: '',
        website: undefined,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address: { state: 'NT', pinCode: '0800', country: 'AU', line2: '' },
      counters: ['Counter 1', 'Counter 2', 'Counter 3'],
      isOperational: false,
      phoneNumber: '',
      website: '',
    });
  });

  it.each([
    ['no name', storeForm({ name: ' ' }), FORM_MESSAGES.name],
    ['no address', storeForm({ address: undefined }), FORM_MESSAGES.line1],
    ['no address line 1', withAddress({ line1: '' }), FORM_MESSAGES.line1],
    ['no city', withAddress({ city: '' }), FORM_MESSAGES.city],
    ['no state', withAddress({ state: '' }), FORM_MESSAGES.state],
    ['an unknown state', withAddress({ state: 'Queenslandia' }), FORM_MESSAGES.stateUnknown],
    [
      'pin code 0 (what the form sends for an invalid one)',
      withAddress({ pinCode: 0 }),
      FORM_MESSAGES.pinCode,
    ],
    ['no pin code', withAddress({ pinCode: '' }), FORM_MESSAGES.pinCode],
    ['a pin code of letters', withAddress({ pinCode: 'abcd' }), FORM_MESSAGES.pinCodeFormat],
    ['a country other than AU', withAddress({ country: 'NZ' }), FORM_MESSAGES.country],
    ['no latitude', storeForm({ latitude: '' }), FORM_MESSAGES.coordinates],
    ['no longitude', storeForm({ longitude: undefined }), FORM_MESSAGES.coordinates],
    ['a latitude of 91', storeForm({ latitude: 91 }), 'Latitude must be between -90 and 90'],
    ['a longitude of -181', storeForm({ longitude: '-181' }), 'Longitude must be between -180 and 180'],
    ['a phone that is no number', storeForm({ phoneNumber: 'call us' }), AUSTRALIA_MESSAGES.phone],
    ['zero counters', storeForm({ counters: 0 }), FORM_MESSAGES.counters],
  ])('refuses %s with 400 and the form message, adding nothing', async (_name, body, message) => {
    const before = await storeCount(owner.business.id);
    const res = await call(t.app, owner.token, '/business/store/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await storeCount(owner.business.id)).toBe(before);
  });

  it('allows 5 stores on the FREE plan; the 6th is a 409 that names the limit and the upgrade', async () => {
    const fresh = await newOwner();
    for (const name of ['Two', 'Three', 'Four', 'Five']) {
      expect((await call(t.app, fresh.token, '/business/store/add', storeForm({ name }))).statusCode).toBe(
        200,
      );
    }
    const res = await call(t.app, fresh.token, '/business/store/add', storeForm({ name: 'Six' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: STORE_MESSAGES.planLimit(5) });
    expect(res.json().error).toBe('Your plan allows 5 stores. Upgrade your plan to add more stores.');
    expect(await storeCount(fresh.business.id)).toBe(5);
    expect(((await listStores(t.app, fresh.token)).json() as Listed).data.totalCount).toBe(5);
  });

  it('never overshoots the limit when adds race', async () => {
    const fresh = await newOwner();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t.app, fresh.token, '/business/store/add', storeForm({ name: `Race ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 409, 409]);
    expect(await storeCount(fresh.business.id)).toBe(5);
  });
});

describe('POST /business/store/update', () => {
  let owner: { business: RegisteredBusiness; token: string };
  let store: Store;
  beforeAll(async () => {
    owner = await newOwner();
    store = (await call(t.app, owner.token, '/business/store/add', storeForm({ counters: 2 }))).json()
      .data as Store;
  });

  it('changes name, address, phone, website and the operational flag; location and counters stay', async () => {
    const res = await call(t.app, owner.token, '/business/store/update', {
      id: store.id,
      name: 'Southbank Wharf',
      isOperational: false,
      phoneNumber: '0390009999',
      website: '',
      address: {
        line1: '5 Wharf Rd',
        line2: '',
        city: 'Southbank',
        state: 'VIC',
        country: 'AU',
        pinCode: '3006',
      },
      latitude: 0,
      longitude: 0,
      counters: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: STORE_MESSAGES.updated,
      data: {
        ...store,
        name: 'Southbank Wharf',
        isOperational: false,
        phoneNumber: '0390009999',
        website: '',
        address: {
          line1: '5 Wharf Rd',
          line2: '',
          city: 'Southbank',
          state: 'VIC',
          country: 'AU',
          pinCode: '3006',
        },
      },
    });
    const listed = ((await listStores(t.app, owner.token)).json() as { data: { totalItems: Store[] } }).data;
    expect(listed.totalItems.find((s) => s.id === store.id)).toMatchObject({
      counters: ['Counter 1', 'Counter 2'],
      latitude: -37.8226,
      longitude: 144.9646,
    });
  });

  it('keeps phone, website and the flag when they are left out', async () => {
    const before = (
      await call(t.app, owner.token, '/business/store/update', { ...storeForm(), id: store.id })
    ).json().data as Store;
    const res = await call(t.app, owner.token, '/business/store/update', {
      id: store.id,
      name: 'Renamed',
      address: storeForm().address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...before, name: 'Renamed' });
  });

  it("answers 404 for another business's store and an unknown id, changing nothing", async () => {
    const [theirStore] = await t.db.select().from(stores).where(eq(stores.businessId, theirs.id));
    for (const id of [theirStore?.id, 'not-a-store', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t.app, owner.token, '/business/store/update', {
        ...storeForm({ name: 'Mine now' }),
        id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: PLACE_MESSAGES.storeNotFound });
    }
    const [after] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.id, theirStore?.id ?? ''));
    expect(after?.name).toBe('Not Mine');
  });

  it('refuses bad input with 400 and the form message, changing nothing', async () => {
    const [before] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    for (const [body, message] of [
      [{ ...storeForm(), id: undefined }, FORM_MESSAGES.storeId],
      [{ ...storeForm({ name: '' }), id: store.id }, FORM_MESSAGES.name],
      [{ ...withAddress({ pinCode: 0 }), id: store.id }, FORM_MESSAGES.pinCode],
    ] as const) {
      const res = await call(t.app, owner.token, '/business/store/update', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const [after] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(after).toEqual(before);
  });

  it('is for owners: staff get 403 on add and update', async () => {
    const staff = await addStaff(t.db, owner.business.id);
    const token = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: staff.email,
      handle: owner.business.handle,
    });
    const before = await storeCount(owner.business.id);
    expect((await call(t.app, token, '/business/store/add', storeForm())).statusCode).toBe(403);
    expect(
      (await call(t.app, token, '/business/store/update', { ...storeForm(), id: store.id })).statusCode,
    ).toBe(403);
    expect(await storeCount(owner.business.id)).toBe(before);
  });
});
