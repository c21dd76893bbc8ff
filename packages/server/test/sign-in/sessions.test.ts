import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  addStaff,
  API,
  listStores,
  registerBusiness,
  signIn,
  type RegisteredBusiness,
} from '../helpers/flows.js';

const DAY = 24 * 60 * 60_000;

const t = setUpTestApp();
let business: RegisteredBusiness;

beforeAll(async () => {
  business = await registerBusiness(t.app, t.db);
});

/** A fresh owner session (a new business each time, so send limits never interfere). */
async function ownerToken(): Promise<string> {
  const owner = await registerBusiness(t.app, t.db);
  return signIn(t.app, t.delivery, { userType: 'B', email: owner.ownerEmail });
}

function logout(token: string, role: 'business' | 'staff' = 'business') {
  return t.app.inject({
    method: 'GET',
    url: `${API}/${role}/logout`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('bearer authentication', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/business/store/list`, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('answers 401 for a token it never issued', async () => {
    const res = await listStores(t.app, 'x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
  });

  it('answers 403 when an owner calls a staff path', async () => {
    const res = await listStores(t.app, await ownerToken(), 'staff');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.wrongRole });
  });

  it('answers 403 when staff call an owner path', async () => {
    const staff = await addStaff(t.db, business.id);
    const token = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: staff.email,
      handle: business.handle,
    });
    expect((await listStores(t.app, token, 'staff')).statusCode).toBe(200);
    expect((await listStores(t.app, token, 'business')).statusCode).toBe(403);
  });
});

describe('logout', () => {
  it('revokes the token: the next call is 401 (owner)', async () => {
    const token = await ownerToken();
    expect((await listStores(t.app, token)).statusCode).toBe(200);
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully logged out!' });
    const after = await listStores(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('revokes the token on the staff path too, and only that session', async () => {
    const staff = await addStaff(t.db, business.id);
    const first = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: staff.email,
      handle: business.handle,
    });
    t.clock.advance(31_000);
    const second = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: staff.email,
      handle: business.handle,
    });
    expect((await logout(first, 'staff')).statusCode).toBe(200);
    expect((await listStores(t.app, first, 'staff')).statusCode).toBe(401);
    expect((await listStores(t.app, second, 'staff')).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('ends a session unused for 7 days', async () => {
    const token = await ownerToken();
    t.clock.advance(7 * DAY - 60_000);
    expect((await listStores(t.app, token)).statusCode).toBe(200);
    // The call above counted as use: another 7 days minus a minute later it still works.
    t.clock.advance(7 * DAY - 60_000);
    expect((await listStores(t.app, token)).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    const res = await listStores(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
  });

  it('ends every session after 30 days, however busy', async () => {
    const token = await ownerToken();
    for (let day = 0; day < 29; day++) {
      t.clock.advance(DAY);
      expect((await listStores(t.app, token)).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await listStores(t.app, token)).statusCode).toBe(401);
  });

  it('ends a staff session as soon as the owner makes the staff member inactive', async () => {
    const staff = await addStaff(t.db, business.id);
    const token = await signIn(t.app, t.delivery, {
      userType: 'S',
      email: staff.email,
      handle: business.handle,
    });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    const res = await listStores(t.app, token, 'staff');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.inactiveStaff });
  });

  it('ends the sessions of a deleted device', async () => {
    const owner = await registerBusiness(t.app, t.db);
    const token = await signIn(t.app, t.delivery, { userType: 'B', email: owner.ownerEmail });
    await t.db.delete(devices).where(eq(devices.businessId, owner.id));
    expect((await listStores(t.app, token)).statusCode).toBe(401);
  });
});
