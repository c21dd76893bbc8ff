import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { LIMITS } from '../../src/http/rate-limits/limits.js';
import { RATE_LIMIT_MESSAGES } from '../../src/http/rate-limits/messages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, device, registrationPayload, uniqueId } from '../helpers/flows.js';

// The production limits (rateLimitFactor 1), counted in this file's PostgreSQL with the test clock.
const t = setUpTestApp({ rateLimitFactor: 1 });

let addressCounter = 0;
/** A client address no other test of this file uses, so each test starts with fresh counters. */
const newAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function post(app: TestApp, path: string, payload: object, address: string, headers = {}) {
  return app.app.inject({ method: 'POST', url: `${API}${path}`, payload, remoteAddress: address, headers });
}

const sendCode = (app: TestApp, email: string, address: string, userType: 'B' | 'C' = 'B') =>
  post(app, '/user/loginotp', { userType, user: { email } }, address);

const checkCode = (app: TestApp, email: string, otp: string | number, address: string) =>
  post(
    app,
    '/user/verifyloginotp',
    { userType: 'B', client: 'Web', user: { email, otp: Number(otp), device: device() } },
    address,
  );

/** A business whose owner signs in from nowhere near the addresses under test. */
async function newOwner(app: TestApp = t): Promise<string> {
  const payload = registrationPayload();
  const res = await post(app, '/user/add', payload, newAddress());
  expect(res.statusCode).toBe(200);
  return payload.user.email;
}

const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

function expectRefused(res: LightMyRequestResponse, text: RegExp | string) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  const { error } = res.json<{ error: string }>();
  if (typeof text === 'string') expect(error).toBe(text);
  else expect(error).toMatch(text);
}

describe('code sending', () => {
  it(`allows ${LIMITS.sendCode.max} sends per address in 15 minutes, then 429 with Retry-After; other addresses go on`, async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.sendCode.max; i++) {
      expect((await sendCode(t, `someone.${uniqueId()}@example.com`, address)).statusCode).toBe(200);
    }
    const refused = await sendCode(t, `someone.${uniqueId()}@example.com`, address);
    expectRefused(refused, RATE_LIMIT_MESSAGES.sendCode('15 minutes'));
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await sendCode(t, `someone.${uniqueId()}@example.com`, newAddress())).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await sendCode(t, `someone.${uniqueId()}@example.com`, address)).statusCode).toBe(200);
  });

  it("never locks an owner out with code requests others make for the owner's e-mail", async () => {
    const owner = await newOwner();
    const ownerAddress = newAddress();
    // The owner asks first; then strangers on 30 addresses ask for the owner's e-mail, each as
    // often as the per-e-mail limits let them.
    expect((await sendCode(t, owner, ownerAddress)).statusCode).toBe(200);
    const ownersCode = t.delivery.lastCodeFor(owner);
    for (let i = 0; i < 30; i++) {
      const stranger = newAddress();
      expect((await sendCode(t, owner, stranger)).statusCode).toBe(200);
      expect((await sendCode(t, owner, stranger)).statusCode).toBe(429); // that address's cooldown
    }
    // The code the owner was sent still works...
    expect((await checkCode(t, owner, ownersCode, ownerAddress)).statusCode).toBe(200);
    // ...and the owner can ask again and sign in, however many strangers asked meanwhile.
    t.clock.advance(31_000);
    for (let i = 0; i < 10; i++) expect((await sendCode(t, owner, newAddress())).statusCode).toBe(200);
    expect((await sendCode(t, owner, ownerAddress)).statusCode).toBe(200);
    const sent = t.delivery.sent.filter((m) => m.to === owner).at(-1);
    expect((await checkCode(t, owner, sent?.code ?? '', ownerAddress)).statusCode).toBe(200);
  });

  it('answers 429 at once while another request for the same e-mail holds its try-lock', async () => {
    const email = `busy.${uniqueId()}@example.com`;
    // Another request's transaction, as seen by this one: the e-mail's lock is taken.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${email}`}, 0))`);
      const res = await sendCode(t, email, newAddress());
      expectRefused(res, AUTH_MESSAGES.busy);
    });
    expect((await sendCode(t, email, newAddress())).statusCode).toBe(200);
  });
});

describe('code checking', () => {
  it('stops brute force on one code from many addresses at the per-account limit', async () => {
    const owner = await newOwner();
    expect((await sendCode(t, owner, newAddress())).statusCode).toBe(200);
    const code = t.delivery.lastCodeFor(owner);
    // An attacker guessing from 100 addresses, one guess each.
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await checkCode(t, owner, wrong(code), newAddress()));
    const checked = answers.filter((res) => res.statusCode === 400);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(checked).toHaveLength(LIMITS.failedChecksPerAccount.max);
    expect(refused).toHaveLength(100 - LIMITS.failedChecksPerAccount.max);
    expectRefused(refused[0] as LightMyRequestResponse, /^Too many wrong OTPs for this account/);
    // The cost of stopping it (docs/operations.md): the right code waits for the hour to pass.
    expect((await checkCode(t, owner, code, newAddress())).statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    const ownerAddress = newAddress();
    expect((await sendCode(t, owner, ownerAddress)).statusCode).toBe(200);
    expect((await checkCode(t, owner, t.delivery.lastCodeFor(owner), ownerAddress)).statusCode).toBe(200);
  });

  it(`refuses an address after ${LIMITS.failedChecksPerAddress.max} wrong codes, whichever accounts they were for`, async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.failedChecksPerAddress.max; i++) {
      const res = await checkCode(t, `nobody.${uniqueId()}@example.com`, 123456, address);
      expect(res.statusCode).toBe(400);
    }
    expectRefused(
      await checkCode(t, `nobody.${uniqueId()}@example.com`, 123456, address),
      RATE_LIMIT_MESSAGES.failedChecksPerAddress('60 minutes'),
    );
    expect((await checkCode(t, `nobody.${uniqueId()}@example.com`, 123456, newAddress())).statusCode).toBe(
      400,
    );
  });

  it('counts only wrong codes: a person who signs in right every time is never refused', async () => {
    const owner = await newOwner();
    const address = newAddress();
    for (let i = 0; i < LIMITS.failedChecksPerAccount.max + 5; i++) {
      expect((await sendCode(t, owner, address)).statusCode).toBe(200);
      expect((await checkCode(t, owner, t.delivery.lastCodeFor(owner), address)).statusCode).toBe(200);
      t.clock.advance(31_000); // the per-e-mail cooldown
      if (i % 4 === 3) t.clock.advance(15 * 60_000); // and its 5 sends in 15 minutes
    }
  });

  it(`allows ${LIMITS.checkCode.max} checks per address in 15 minutes`, async () => {
    const address = newAddress();
    const owner = await newOwner();
    // Right codes, so the failed-check limits stay out of it.
    for (let i = 0; i < LIMITS.checkCode.max; i++) {
      await post(t, '/user/verifyloginotp', { userType: 'B' }, address); // invalid body: still counted
    }
    expectRefused(await checkCode(t, owner, 123456, address), RATE_LIMIT_MESSAGES.checkCode('15 minutes'));
  });
});

describe('registration and member search', () => {
  it(`allows ${LIMITS.registration.max} registrations per address an hour`, async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.registration.max; i++) {
      expect((await post(t, '/user/add', registrationPayload(), address)).statusCode).toBe(200);
    }
    expectRefused(
      await post(t, '/user/add', registrationPayload(), address),
      RATE_LIMIT_MESSAGES.registration('60 minutes'),
    );
  });

  it(`limits member search to ${LIMITS.memberSearchPerUser.max} a minute per user, across addresses`, async () => {
    const owner = await newOwner();
    const address = newAddress();
    expect((await sendCode(t, owner, address)).statusCode).toBe(200);
    const signedIn = await checkCode(t, owner, t.delivery.lastCodeFor(owner), address);
    const token = signedIn.json<{ token: string }>().token;
    const search = (from: string) =>
      post(t, '/business/customer/search', { query: 'nobody.here' }, from, {
        authorization: `Bearer ${token}`,
      });
    for (let i = 0; i < LIMITS.memberSearchPerUser.max; i++) {
      expect((await search(newAddress())).statusCode).toBe(404);
    }
    expectRefused(await search(newAddress()), RATE_LIMIT_MESSAGES.memberSearchPerUser('60 seconds'));
    t.clock.advance(60_000);
    expect((await search(newAddress())).statusCode).toBe(404);
  });
});

describe('the general cap and the client address', () => {
  it('caps every request per address, and reads the address from X-Forwarded-For only with TRUST_PROXY', async () => {
    // A hundredth of the limits: the general cap is 12 a minute here.
    const small = await createTestApp(t.db, { rateLimitFactor: 0.01 });
    const proxied = await createTestApp(t.db, { rateLimitFactor: 0.01, trustProxy: true });
    try {
      const cap = Math.round(LIMITS.general.max * 0.01);
      const health = (app: TestApp, headers: Record<string, string> = {}) =>
        app.app.inject({ method: 'GET', url: `${API}/health`, remoteAddress: '10.200.0.1', headers });
      for (let i = 0; i < cap; i++) expect((await health(small)).statusCode).toBe(200);
      const refused = await health(small);
      expectRefused(refused, RATE_LIMIT_MESSAGES.general('60 seconds'));
      // Without TRUST_PROXY a client cannot escape by naming another address...
      expect((await health(small, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
      // ...behind a trusted proxy each forwarded client has its own allowance.
      expect((await health(proxied, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(200);
      expect((await health(proxied, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
    } finally {
      await small.app.close();
      await proxied.app.close();
    }
  });

  it('counts IPv6 clients by their /64', async () => {
    const small = await createTestApp(t.db, { rateLimitFactor: 0.01 });
    try {
      const cap = Math.round(LIMITS.general.max * 0.01);
      for (let i = 0; i < cap; i++) {
        const res = await small.app.inject({
          method: 'GET',
          url: `${API}/health`,
          remoteAddress: `2001:db8:aa:bb::${(i + 1).toString(16)}`,
        });
        expect(res.statusCode).toBe(200);
      }
      const next = await small.app.inject({
        method: 'GET',
        url: `${API}/health`,
        remoteAddress: '2001:db8:aa:bb:1:2:3:4',
      });
      expect(next.statusCode).toBe(429);
      const otherBlock = await small.app.inject({
        method: 'GET',
        url: `${API}/health`,
        remoteAddress: '2001:db8:aa:cc::1',
      });
      expect(otherBlock.statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });

  it('counts the general cap in memory: no PostgreSQL row for it, a row for a sign-in limit', async () => {
    const address = newAddress();
    const health = await t.app.inject({ method: 'GET', url: `${API}/health`, remoteAddress: address });
    expect(health.statusCode).toBe(200);
    expect((await sendCode(t, `someone.${uniqueId()}@example.com`, address)).statusCode).toBe(200);
    const { rows } = await t.db.execute<{ key: string }>(
      sql`select key from rate_limit_counters where key like ${`%:${address}`}`,
    );
    expect(rows.map((row) => row.key)).toEqual([`sendCode:${address}`]);
  });

  it('counts the general cap per instance: two servers on one database each allow it in full', async () => {
    const instances = [
      await createTestApp(t.db, { rateLimitFactor: 0.01 }),
      await createTestApp(t.db, { rateLimitFactor: 0.01 }),
    ];
    try {
      const cap = Math.round(LIMITS.general.max * 0.01);
      const health = (app: TestApp) =>
        app.app.inject({ method: 'GET', url: `${API}/health`, remoteAddress: '10.201.0.1' });
      for (let i = 0; i < 2 * cap; i++) {
        expect((await health(instances[i % 2] as TestApp)).statusCode).toBe(200);
      }
      for (const app of instances) expect((await health(app)).statusCode).toBe(429);
    } finally {
      for (const app of instances) await app.app.close();
    }
  });

  it('holds the shared limits across instances: two servers on one database share the counts', async () => {
    const other = await createTestApp(t.db, { rateLimitFactor: 1 });
    other.clock.advance(t.clock.now().getTime() - other.clock.now().getTime());
    try {
      const address = newAddress();
      for (let i = 0; i < LIMITS.registration.max; i++) {
        const app = i % 2 === 0 ? t : other;
        expect((await post(app, '/user/add', registrationPayload(), address)).statusCode).toBe(200);
      }
      expect((await post(other, '/user/add', registrationPayload(), address)).statusCode).toBe(429);
      expect((await post(t, '/user/add', registrationPayload(), address)).statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
  });
});
