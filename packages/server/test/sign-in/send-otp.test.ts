import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { createTestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { addStaff, registerBusiness, sendOtp, uniqueId, type RegisteredBusiness } from '../helpers/flows.js';

const t = setUpTestApp();
let business: RegisteredBusiness;

beforeAll(async () => {
  business = await registerBusiness(t.app, t.db);
});

async function codesOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) return [];
  return t.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
}

describe('POST /user/loginotp', () => {
  it('e-mails a six-digit code from 100000 to 999999 to a known owner, e-mail matched case-insensitively', async () => {
    const res = await sendOtp(t.app, { userType: 'B', email: business.ownerEmail.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    const code = t.delivery.lastCodeFor(business.ownerEmail);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(t.delivery.sent.at(-1)?.businessName).toBe(business.businessName);
  });

  it('stores only a hash of the code, valid for 10 minutes', async () => {
    t.clock.advance(60_000);
    await sendOtp(t.app, { userType: 'B', email: business.ownerEmail });
    const code = t.delivery.lastCodeFor(business.ownerEmail);
    const [latest] = (await codesOf(business.ownerEmail)).sort((a, b) => +b.createdAt - +a.createdAt);
    expect(latest?.codeHash).not.toContain(code);
    expect(latest?.codeHash).toMatch(/^[\w-]+:[\w-]+$/);
    expect(Number(latest?.expiresAt) - Number(latest?.createdAt)).toBe(10 * 60_000);
  });

  it('answers an unknown e-mail with the same shape and creates and sends nothing', async () => {
    const before = t.delivery.sent.length;
    const res = await sendOtp(t.app, { userType: 'B', email: `nobody.${uniqueId()}@example.com` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    expect(t.delivery.sent.length).toBe(before);
  });

  it('sends a member (userType C) a code for any e-mail: the first sign-in creates the member', async () => {
    const before = t.delivery.sent.length;
    t.clock.advance(60_000);
    const res = await sendOtp(t.app, { userType: 'C', email: 'new.member@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    expect(t.delivery.sent.length).toBe(before + 1);
    expect(t.delivery.sent.at(-1)).toMatchObject({
      to: 'new.member@example.com',
      businessName: 'Countertop',
    });
  });

  it('never returns the code outside demo mode, and returns it in demo mode', async () => {
    t.clock.advance(60_000);
    const plain = await sendOtp(t.app, { userType: 'B', email: business.ownerEmail });
    expect(plain.json()).not.toHaveProperty('otp');

    const demo = await createTestApp(t.db, { demo: true });
    const other = await registerBusiness(demo.app, t.db);
    const res = await sendOtp(demo.app, { userType: 'B', email: other.ownerEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json().otp).toBe(demo.delivery.lastCodeFor(other.ownerEmail));
    await demo.app.close();
  });

  it('sends staff a code only with the right business handle, with or without @, in any case', async () => {
    const staff = await addStaff(t.db, business.id);
    const before = t.delivery.sent.length;
    await sendOtp(t.app, { userType: 'S', email: staff.email, handle: 'someoneelse' });
    expect(t.delivery.sent.length).toBe(before);
    t.clock.advance(31_000);
    await sendOtp(t.app, { userType: 'S', email: staff.email, handle: `@${business.handle.toUpperCase()}` });
    expect(t.delivery.sent.length).toBe(before + 1);
    t.clock.advance(31_000);
    await sendOtp(t.app, { userType: 'S', email: staff.email, handle: business.handle });
    expect(t.delivery.sent.length).toBe(before + 2);
  });

  it('asks staff for the business handle', async () => {
    const res = await sendOtp(t.app, { userType: 'S', email: `x.${uniqueId()}@example.com` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Business handle is required' });
  });

  it('answers an inactive staff member like anyone and sends the code: typing it tells them why (account-privacy.test.ts)', async () => {
    const staff = await addStaff(t.db, business.id, { isActive: false });
    const before = t.delivery.sent.length;
    const res = await sendOtp(t.app, { userType: 'S', email: staff.email, handle: business.handle });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    expect(t.delivery.sent.length).toBe(before + 1);
  });

  it('rejects a malformed e-mail with the contract message', async () => {
    const res = await sendOtp(t.app, { userType: 'B', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });
});

describe('send limits per e-mail', () => {
  it('holds the 30-second resend cooldown on the server, with Retry-After', async () => {
    const other = await registerBusiness(t.app, t.db);
    expect((await sendOtp(t.app, { userType: 'B', email: other.ownerEmail })).statusCode).toBe(200);
    t.clock.advance(10_000);
    const early = await sendOtp(t.app, { userType: 'B', email: other.ownerEmail });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: AUTH_MESSAGES.cooldown(20) });
    expect(early.headers['retry-after']).toBe('20');
    t.clock.advance(20_000);
    expect((await sendOtp(t.app, { userType: 'B', email: other.ownerEmail })).statusCode).toBe(200);
  });

  it('allows at most 5 sends in 15 minutes, then again once the oldest leaves the window', async () => {
    const other = await registerBusiness(t.app, t.db);
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t.app, { userType: 'B', email: other.ownerEmail })).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await sendOtp(t.app, { userType: 'B', email: other.ownerEmail });
    expect(sixth.statusCode).toBe(429);
    // The first send was 5 × 31 s ago: it leaves the 15-minute window in 12 min 25 s.
    expect(sixth.json()).toEqual({ error: AUTH_MESSAGES.tooManySends(13) });
    expect(sixth.headers['retry-after']).toBe(String(15 * 60 - 5 * 31));
    t.clock.advance((15 * 60 - 5 * 31) * 1000);
    expect((await sendOtp(t.app, { userType: 'B', email: other.ownerEmail })).statusCode).toBe(200);
  });

  it('limits unknown e-mails exactly like known ones, so a 429 reveals nothing', async () => {
    const unknown = `ghost.${uniqueId()}@example.com`;
    expect((await sendOtp(t.app, { userType: 'B', email: unknown })).statusCode).toBe(200);
    const again = await sendOtp(t.app, { userType: 'B', email: unknown });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.cooldown(30) });
  });

  it('counts two simultaneous requests one after the other', async () => {
    const other = await registerBusiness(t.app, t.db);
    const results = await Promise.all([
      sendOtp(t.app, { userType: 'B', email: other.ownerEmail }),
      sendOtp(t.app, { userType: 'B', email: other.ownerEmail }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });
});
