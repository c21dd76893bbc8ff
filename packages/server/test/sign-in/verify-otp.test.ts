import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, otpCodes, sessions, stores, users } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  addStaff,
  listStores,
  registerBusiness,
  sendOtp,
  uniqueId,
  verifyOtp,
  type RegisteredBusiness,
} from '../helpers/flows.js';

const t = setUpTestApp();
let business: RegisteredBusiness;

beforeAll(async () => {
  business = await registerBusiness(t.app, t.db);
});

/** A new owner with a fresh code; every test gets its own so send limits never interfere. */
async function ownerWithCode(): Promise<{ email: string; code: string }> {
  const owner = await registerBusiness(t.app, t.db);
  expect((await sendOtp(t.app, { userType: 'B', email: owner.ownerEmail })).statusCode).toBe(200);
  return { email: owner.ownerEmail, code: t.delivery.lastCodeFor(owner.ownerEmail) };
}

const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

/** The one code an owner of {@link ownerWithCode} was sent, as stored. */
async function codeOf(email: string) {
  const [row] = await t.db
    .select({ wrongAttempts: otpCodes.wrongAttempts, voidedAt: otpCodes.voidedAt })
    .from(otpCodes)
    .innerJoin(users, eq(users.id, otpCodes.userId))
    .where(eq(users.email, email));
  return row;
}

describe('POST /user/verifyloginotp', () => {
  it('signs the owner in: a 256-bit token, the user, the spec message', async () => {
    t.clock.advance(60_000);
    await sendOtp(t.app, { userType: 'B', email: business.ownerEmail });
    const res = await verifyOtp(t.app, {
      userType: 'B',
      email: business.ownerEmail,
      otp: t.delivery.lastCodeFor(business.ownerEmail),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully logged in!');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toEqual({
      id: expect.any(String),
      userType: 'B',
      name: business.ownerName,
      email: business.ownerEmail,
      chatAccess: true,
      business: { id: business.id, userName: business.handle, name: business.businessName },
    });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, body.data.id));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toBe(body.token);
  });

  it('registers the device with the stored store and counter of this business', async () => {
    const { email, code } = await ownerWithCode();
    const owner = await registerBusiness(t.app, t.db);
    const [ownStore] = await t.db.select().from(stores).where(eq(stores.businessId, owner.id));
    await sendOtp(t.app, { userType: 'B', email: owner.ownerEmail });
    const res = await verifyOtp(
      t.app,
      { userType: 'B', email: owner.ownerEmail, otp: t.delivery.lastCodeFor(owner.ownerEmail) },
      { storeId: ownStore?.id, counter: 'Counter 2' },
    );
    expect(res.statusCode).toBe(200);
    const [registered] = await t.db.select().from(devices).where(eq(devices.businessId, owner.id));
    expect(registered).toMatchObject({ storeId: ownStore?.id, counter: 'Counter 2', platform: 'Web' });

    // Another business's store id (left in a browser) is not attached to this business's device.
    const res2 = await verifyOtp(
      t.app,
      { userType: 'B', email, otp: code },
      { storeId: ownStore?.id, counter: 'Counter 1' },
    );
    expect(res2.statusCode).toBe(200);
    const [other] = await t.db
      .select()
      .from(devices)
      .where(eq(devices.userId, (res2.json() as { data: { id: string } }).data.id));
    expect(other).toMatchObject({ storeId: null, counter: null });
  });

  it('refuses a wrong code with a clear message', async () => {
    const { email, code } = await ownerWithCode();
    const res = await verifyOtp(t.app, { userType: 'B', email, otp: wrong(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('accepts a code once only', async () => {
    const { email, code } = await ownerWithCode();
    expect((await verifyOtp(t.app, { userType: 'B', email, otp: code })).statusCode).toBe(200);
    const again = await verifyOtp(t.app, { userType: 'B', email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('expires a code after 10 minutes', async () => {
    const { email, code } = await ownerWithCode();
    t.clock.advance(10 * 60_000);
    const res = await verifyOtp(t.app, { userType: 'B', email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('still accepts a code just before its 10 minutes are up', async () => {
    const { email, code } = await ownerWithCode();
    t.clock.advance(10 * 60_000 - 1_000);
    expect((await verifyOtp(t.app, { userType: 'B', email, otp: code })).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries: even the right code then fails, with the same answer', async () => {
    const { email, code } = await ownerWithCode();
    for (let i = 1; i <= 5; i++) {
      const res = await verifyOtp(t.app, { userType: 'B', email, otp: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
    }
    expect(await codeOf(email)).toMatchObject({ wrongAttempts: 5, voidedAt: expect.any(Date) });
    const right = await verifyOtp(t.app, { userType: 'B', email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('counts parallel wrong guesses one by one, never past the limit', async () => {
    const { email, code } = await ownerWithCode();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verifyOtp(t.app, { userType: 'B', email, otp: wrong(code) })),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array.from({ length: 8 }, () => 400));
    expect(await codeOf(email)).toMatchObject({ wrongAttempts: 5, voidedAt: expect.any(Date) });
    expect((await verifyOtp(t.app, { userType: 'B', email, otp: code })).statusCode).toBe(400);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const { email, code: first } = await ownerWithCode();
    t.clock.advance(31_000);
    await sendOtp(t.app, { userType: 'B', email });
    const second = t.delivery.lastCodeFor(email);
    if (first !== second) {
      expect((await verifyOtp(t.app, { userType: 'B', email, otp: first })).statusCode).toBe(400);
    }
    expect((await verifyOtp(t.app, { userType: 'B', email, otp: second })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const res = await verifyOtp(t.app, {
      userType: 'B',
      email: `ghost.${uniqueId()}@example.com`,
      otp: 123456,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('does not sign an owner in as staff (the code belongs to the owner account)', async () => {
    const { email, code } = await ownerWithCode();
    const res = await verifyOtp(t.app, { userType: 'S', email, otp: code, handle: business.handle });
    expect(res.statusCode).toBe(400);
  });
});

describe('staff sign-in', () => {
  it('needs the right business handle', async () => {
    const staff = await addStaff(t.db, business.id, { chatAccess: true });
    await sendOtp(t.app, { userType: 'S', email: staff.email, handle: business.handle });
    const code = t.delivery.lastCodeFor(staff.email);

    const other = await registerBusiness(t.app, t.db);
    const wrongHandle = await verifyOtp(t.app, {
      userType: 'S',
      email: staff.email,
      otp: code,
      handle: other.handle,
    });
    expect(wrongHandle.statusCode).toBe(400);
    expect(wrongHandle.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });

    const noHandle = await verifyOtp(t.app, { userType: 'S', email: staff.email, otp: code });
    expect(noHandle.statusCode).toBe(400);
    expect(noHandle.json()).toEqual({ error: 'Business handle is required' });

    const ok = await verifyOtp(t.app, {
      userType: 'S',
      email: staff.email,
      otp: code,
      handle: `@${business.handle}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      userType: 'S',
      chatAccess: true,
      business: { userName: business.handle },
    });
  });

  it('lets two businesses have staff with the same e-mail, each signing in to their own', async () => {
    const other = await registerBusiness(t.app, t.db);
    const email = `shared.${uniqueId()}@example.com`;
    await addStaff(t.db, business.id, { email });
    await addStaff(t.db, other.id, { email });
    await sendOtp(t.app, { userType: 'S', email, handle: other.handle });
    const res = await verifyOtp(t.app, {
      userType: 'S',
      email,
      otp: t.delivery.lastCodeFor(email),
      handle: other.handle,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    const list = await listStores(t.app, token, 'staff');
    expect(list.json().data.totalItems.map((s: { name: string }) => s.name)).toEqual([other.storeName]);
  });

  it('refuses an inactive staff member even with a code sent while still active', async () => {
    const staff = await addStaff(t.db, business.id);
    await sendOtp(t.app, { userType: 'S', email: staff.email, handle: business.handle });
    const code = t.delivery.lastCodeFor(staff.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    const res = await verifyOtp(t.app, {
      userType: 'S',
      email: staff.email,
      otp: code,
      handle: business.handle,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Your staff account is inactive. Please contact the business owner.',
    });
  });
});
