import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUSTRALIA_MESSAGES } from '../../src/contract.js';
import { businesses, stores, users } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, registrationPayload, signIn, uniqueId } from '../helpers/flows.js';
import { call } from '../helpers/front-desk.js';

const t = setUpTestApp();

function register(payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${API}/user/add`, payload: payload as object });
}

async function businessCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(businesses);
  return row?.n ?? 0;
}

describe('POST /user/add', () => {
  it('accepts the register screen’s payload exactly as the form sends it (docs/product/management.md §3)', async () => {
    const id = uniqueId();
    // Word for word what the form posts: fixed values as text, numbers as the inputs hold them,
    // +61 already stripped from the phone numbers, the store's country spelt out.
    const payload = {
      userType: 'B',
      user: { email: `mia.${id}@example.com`, name: "Mia's Bakery", country: 'AU' },
      userName: `@miasbakery${id}`,
      name: 'Mia Rossi',
      website: 'https://miasbakery.example',
      phoneNumber: '412345678',
      stores: [
        {
          name: "Mia's Bakery Fitzroy",
          isOperational: 'true',
          isPrimary: 'true',
          phoneNumber: '394161234',
          website: 'https://miasbakery.example',
          address: {
            line1: '123 Brunswick Street',
            line2: '',
            city: 'Fitzroy',
            state: 'VIC',
            country: 'Australia',
            pinCode: '3065',
          },
          longitude: '144.9780',
          latitude: '-37.7980',
          counters: '2',
        },
      ],
    };
    const res = await register(payload);
    expect(res.statusCode).toBe(200);

    const token = await signIn(t.app, t.delivery, { userType: 'B', email: payload.user.email });
    const listed = await call(t.app, token, '/business/store/list', { offset: 0, limit: 10 });
    expect(listed.json().data).toEqual({
      totalCount: 1,
      totalItems: [
        {
          id: expect.any(String),
          name: "Mia's Bakery Fitzroy",
          counters: ['Counter 1', 'Counter 2'],
          phoneNumber: '0394161234',
          website: 'https://miasbakery.example',
          isOperational: true,
          isPrimary: true,
          category: '',
          address: {
            line1: '123 Brunswick Street',
            line2: '',
            city: 'Fitzroy',
            state: 'VIC',
            country: 'AU',
            pinCode: '3065',
          },
          latitude: -37.798,
          longitude: 144.978,
        },
      ],
    });
    const profile = await call(t.app, token, '/business/business-info/details');
    expect(profile.json().data).toMatchObject({
      userName: `miasbakery${id}`,
      name: "Mia's Bakery",
      phoneNumber: '0412345678',
      user: { name: 'Mia Rossi', email: payload.user.email, country: 'AU' },
    });
  });

  it('also takes coordinates, counters and pin code as numbers, a state by name and a +61 phone', async () => {
    const payload = registrationPayload();
    payload.phoneNumber = '+61 2 9000 0000';
    const [first] = payload.stores;
    const res = await register({
      ...payload,
      stores: [
        {
          ...first,
          latitude: -33.8688,
          longitude: 151.2093,
          counters: 3,
          address: { ...first?.address, state: 'New South Wales', pinCode: 2000 },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
  });

  it('creates the business (handle without @, lower-case), its owner and its primary store on FREE', async () => {
    const id = uniqueId();
    const payload = registrationPayload({
      handle: `@Corner${id}`,
      email: `Owner.${id}@Example.com`,
      counters: '3',
    });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringMatching(/registered/) });

    const [business] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.handle, `corner${id}`));
    expect(business).toMatchObject({ name: payload.user.name, plan: 'FREE', website: 'https://example.com' });
    const owners = await t.db
      .select()
      .from(users)
      .where(eq(users.businessId, business?.id ?? ''));
    expect(owners).toEqual([
      expect.objectContaining({
        role: 'B',
        name: payload.name,
        email: `owner.${id}@example.com`,
        isActive: true,
      }),
    ]);
    const created = await t.db
      .select()
      .from(stores)
      .where(eq(stores.businessId, business?.id ?? ''));
    expect(created).toEqual([
      expect.objectContaining({
        name: payload.stores[0]?.name,
        isPrimary: true,
        isOperational: true,
        counters: ['Counter 1', 'Counter 2', 'Counter 3'],
        city: 'Sydney',
        pinCode: '2000',
        latitude: -33.8688,
        longitude: 151.2093,
      }),
    ]);
  });

  it('answers 409 for a taken handle, whatever its case and with or without @', async () => {
    const id = uniqueId();
    expect((await register(registrationPayload({ handle: `@taken${id}` }))).statusCode).toBe(200);
    for (const handle of [`@TAKEN${id}`, `taken${id}`]) {
      const res = await register(registrationPayload({ handle }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: `The business handle @taken${id} is already taken. Please choose another.`,
      });
    }
  });

  it('answers 409 for an e-mail that already owns a business, and keeps nothing of the attempt', async () => {
    const email = `dup.${uniqueId()}@example.com`;
    expect((await register(registrationPayload({ email }))).statusCode).toBe(200);
    const before = await businessCount();
    const handle = `second${uniqueId()}`;
    const res = await register(registrationPayload({ email: email.toUpperCase(), handle }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'An owner account with this e-mail already exists. Sign in instead, or use another e-mail.',
    });
    // The business row was written before the owner failed: one transaction, so it is gone too.
    expect(await businessCount()).toBe(before);
    expect((await register(registrationPayload({ handle }))).statusCode).toBe(200);
  });

  it('gives one of two simultaneous registrations of a handle a 409, never a 500', async () => {
    const handle = `race${uniqueId()}`;
    const results = await Promise.all([
      register(registrationPayload({ handle })),
      register(registrationPayload({ handle })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['an invalid e-mail', (p: Payload) => (p.user.email = 'owner@'), 'Please enter a valid email address'],
    ['no business name', (p: Payload) => (p.user.name = '  '), 'Business name is required'],
    ['no handle', (p: Payload) => (p.userName = ''), 'Business handle is required'],
    ['no owner name', (p: Payload) => (p.name = ''), 'Owner name is required'],
    ['no contact number', (p: Payload) => (p.phoneNumber = ''), 'Contact number is required'],
    ['no store name', (p: Payload) => (store(p).name = ''), 'Store name is required'],
    ['zero counters', (p: Payload) => (store(p).counters = '0'), 'Number of counters must be at least 1'],
    ['no address line 1', (p: Payload) => (store(p).address.line1 = ''), 'Address line 1 is required'],
    ['no city', (p: Payload) => (store(p).address.city = ''), 'City is required'],
    ['no state', (p: Payload) => (store(p).address.state = ''), 'State is required'],
    [
      'an unknown state',
      (p: Payload) => (store(p).address.state = 'Atlantis'),
      'Please choose one of the 8 Australian states',
    ],
    ['a phone that is no number', (p: Payload) => (p.phoneNumber = 'call me'), AUSTRALIA_MESSAGES.phone],
    ['no pincode', (p: Payload) => (store(p).address.pinCode = ''), 'Pincode is required'],
    ['blank latitude', (p: Payload) => (store(p).latitude = ''), 'Location coordinates are required'],
    [
      'a latitude off the globe',
      (p: Payload) => (store(p).latitude = '91'),
      'Latitude must be between -90 and 90',
    ],
  ])('refuses %s with 400 and the form message', async (_name, change, message) => {
    const payload = registrationPayload();
    change(payload);
    const before = await businessCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await businessCount()).toBe(before);
  });
});

type Payload = ReturnType<typeof registrationPayload>;
function store(p: Payload) {
  const first = p.stores[0];
  if (!first) throw new Error('payload has no store');
  return first;
}
