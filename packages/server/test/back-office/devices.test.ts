import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredDevice } from '../../src/contract.js';
import { DEVICE_MESSAGES } from '../../src/endpoints/back-office/devices/messages.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { signIn } from '../helpers/flows.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

type Listed = { data: { totalItems: RegisteredDevice[]; totalCount: number } };

async function devices(token: string, page = { offset: 0, limit: 10 }): Promise<Listed['data']> {
  const res = await call(t.app, token, '/business/device/list', page);
  expect(res.statusCode).toBe(200);
  return (res.json() as Listed).data;
}

/** Another sign-in of the owner, on a new browser (past the 30 s resend cooldown). */
function ownerSignIn(d: Desk): Promise<string> {
  t.clock.advance(31_000);
  return signIn(t.app, t.delivery, { userType: 'B', email: d.business.ownerEmail });
}

/** Something only a live session may read. */
const liveCall = (token: string, prefix = '/business') => call(t.app, token, `${prefix}/store/list`, {});

describe('POST /business/device/list', () => {
  it("lists every device of the business, the owner's and the staff's, marking the caller's own", async () => {
    const secondOwnerToken = await ownerSignIn(desk);
    const listed = await devices(secondOwnerToken);
    expect(listed.totalCount).toBe(3);
    expect(listed.totalItems).toHaveLength(3);
    // Most recent sign-in first: the session calling now.
    expect(listed.totalItems[0]).toEqual({
      uuid: expect.any(String),
      name: 'Browser',
      displayName: '',
      platform: 'Web',
      isOwnerDevice: true,
      isCurrentDevice: true,
      userName: desk.business.ownerName,
      userType: 'B',
      lastSignInAt: expect.any(String),
      lastActiveAt: expect.any(String),
      isSignedIn: true,
    });
    expect(listed.totalItems.filter((d) => d.isCurrentDevice)).toHaveLength(1);
    expect(listed.totalItems.map((d) => [d.userType, d.isOwnerDevice]).sort()).toEqual([
      ['B', true],
      ['B', true],
      ['S', false],
    ]);
    // The same list from the first owner session marks another device as current.
    const fromFirst = await devices(desk.owner);
    expect(fromFirst.totalItems.find((d) => d.isCurrentDevice)?.uuid).not.toBe(listed.totalItems[0]?.uuid);

    const page = await devices(desk.owner, { offset: 2, limit: 2 });
    expect(page.totalItems).toHaveLength(1);
    expect(page.totalCount).toBe(3);
  });

  it('tells apart sign-ins on one browser: when each was last used, and whether it is still signed in', async () => {
    const leaving = await ownerSignIn(desk);
    const staying = await ownerSignIn(desk);
    // Used two minutes later (past the interval at which a session's use is written down).
    t.clock.advance(120_000);
    expect((await liveCall(staying)).statusCode).toBe(200);
    expect((await call(t.app, leaving, '/business/logout')).statusCode).toBe(200);
    const listed = (await devices(staying)).totalItems;
    const current = listed.find((d) => d.isCurrentDevice);
    expect(current).toMatchObject({ isSignedIn: true });
    expect(Date.parse(current!.lastActiveAt) - Date.parse(current!.lastSignInAt)).toBe(120_000);
    const signedOut = listed.filter((d) => d.userType === 'B' && !d.isSignedIn);
    expect(signedOut).toHaveLength(1);
    // Its last use was signing out: after the other sign-in's 31 s and the two minutes.
    expect(Date.parse(signedOut[0]!.lastActiveAt) - Date.parse(signedOut[0]!.lastSignInAt)).toBe(151_000);
  });

  it("never lists another business's devices", async () => {
    const mine = (await devices(desk.owner)).totalItems.map((d) => d.uuid);
    const theirs = (await devices(other.owner)).totalItems.map((d) => d.uuid);
    expect(theirs.filter((uuid) => mine.includes(uuid))).toEqual([]);
  });
});

describe('POST /business/device/delete', () => {
  it("ends that device's sessions at once: the staff member's next call is a 401", async () => {
    const d = await openDesk(t, t.db);
    expect((await liveCall(d.staff, '/staff')).statusCode).toBe(200);
    const staffDevice = (await devices(d.owner)).totalItems.find((x) => x.userType === 'S');
    const res = await call(t.app, d.owner, '/business/device/delete', { uuid: staffDevice?.uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DEVICE_MESSAGES.deleted, signedOut: false });

    const refused = await liveCall(d.staff, '/staff');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
    expect((await devices(d.owner)).totalCount).toBe(1);
    expect((await liveCall(d.owner)).statusCode).toBe(200);
  });

  it("deleting the caller's own device signs the caller out", async () => {
    const d = await openDesk(t, t.db);
    const own = (await devices(d.owner)).totalItems.find((x) => x.isCurrentDevice);
    const res = await call(t.app, d.owner, '/business/device/delete', { uuid: own?.uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DEVICE_MESSAGES.deletedOwn, signedOut: true });
    expect((await liveCall(d.owner)).statusCode).toBe(401);
    // Signing in again registers the browser afresh.
    const again = await ownerSignIn(d);
    expect((await devices(again)).totalItems.some((x) => x.isCurrentDevice)).toBe(true);
  });

  it("answers 404 for another business's device and for an unknown one, deleting nothing", async () => {
    const theirs = (await devices(other.owner)).totalItems[0]?.uuid;
    const before = (await devices(desk.owner)).totalCount;
    for (const uuid of [theirs, 'web-no-such-device']) {
      const res = await call(t.app, desk.owner, '/business/device/delete', { uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: DEVICE_MESSAGES.notFound });
    }
    expect((await devices(other.owner)).totalItems.map((d) => d.uuid)).toContain(theirs);
    expect((await liveCall(other.owner)).statusCode).toBe(200);
    expect((await devices(desk.owner)).totalCount).toBe(before);
  });

  it('refuses a missing uuid with 400', async () => {
    const res = await call(t.app, desk.owner, '/business/device/delete', { uuid: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Device ID is required' });
  });

  it('is for owners: staff get 403 on both calls and nothing is deleted', async () => {
    const before = await devices(desk.owner);
    const uuid = before.totalItems[0]?.uuid;
    expect((await call(t.app, desk.staff, '/business/device/list', {})).statusCode).toBe(403);
    expect((await call(t.app, desk.staff, '/business/device/delete', { uuid })).statusCode).toBe(403);
    expect((await devices(desk.owner)).totalCount).toBe(before.totalCount);
  });
});
