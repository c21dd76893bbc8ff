import { createHook } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { sessions } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  addStaff,
  API,
  device,
  registerBusiness,
  uniqueId,
  type RegisteredBusiness,
} from '../helpers/flows.js';

// Whether an account exists, or is active, must not show in any answer, status or amount of work.
const t = setUpTestApp();
let business: RegisteredBusiness;

beforeAll(async () => {
  business = await registerBusiness(t.app, t.db);
});

interface Who {
  userType: 'B' | 'S';
  email: string;
  handle?: string;
}

let addressCounter = 0;
const newAddress = () => `10.3.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function post(app: TestApp, path: string, payload: object, address: string) {
  return app.app.inject({ method: 'POST', url: `${API}${path}`, payload, remoteAddress: address });
}

const user = (who: Who) => ({ email: who.email, ...(who.handle ? { userName: who.handle } : {}) });

const send = (who: Who, address: string, app: TestApp = t) =>
  post(app, '/user/loginotp', { userType: who.userType, user: user(who) }, address);

const check = (who: Who, otp: number | string, address: string, app: TestApp = t) =>
  post(
    app,
    '/user/verifyloginotp',
    { userType: who.userType, client: 'Web', user: { ...user(who), otp: Number(otp), device: device() } },
    address,
  );

const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json<object>() });

/** A code no account was sent in this file (every code sent is 100000–999999 and recorded). */
function unsentCode(): number {
  const sent = new Set(t.delivery.sent.map((m) => m.code));
  let code = 100_000;
  while (sent.has(String(code))) code++;
  return code;
}

/** The accounts a stranger might probe, each with what it is: real or not, active or not. */
async function probes(): Promise<Record<string, Who>> {
  const active = await addStaff(t.db, business.id);
  const inactive = await addStaff(t.db, business.id, { isActive: false });
  const owner = await registerBusiness(t.app, t.db);
  return {
    'a real owner': { userType: 'B', email: owner.ownerEmail },
    'an unknown owner': { userType: 'B', email: `ghost.${uniqueId()}@example.com` },
    'active staff': { userType: 'S', email: active.email, handle: business.handle },
    'inactive staff': { userType: 'S', email: inactive.email, handle: business.handle },
    'unknown staff at a real handle': {
      userType: 'S',
      email: `ghost.${uniqueId()}@example.com`,
      handle: business.handle,
    },
    'staff at the wrong handle': { userType: 'S', email: active.email, handle: `nobody${uniqueId()}` },
  };
}

describe('sign-in answers tell nobody whether an account exists or is active', () => {
  it('gives every account the same answers to a code request and to wrong code after wrong code', async () => {
    const accounts = await probes();
    const transcripts = [];
    for (const [name, who] of Object.entries(accounts)) {
      const address = newAddress();
      const answers = [answer(await send(who, address))];
      // Up to the 5th wrong try, which voids a real account's code.
      for (let i = 0; i < 5; i++) answers.push(answer(await check(who, unsentCode(), address)));
      transcripts.push({ name, answers });
    }
    const expected = [
      { status: 200, body: { message: AUTH_MESSAGES.otpSent } },
      ...Array.from({ length: 5 }, () => ({ status: 400, body: { error: AUTH_MESSAGES.invalidOtp } })),
    ];
    for (const { name, answers } of transcripts)
      expect({ name, answers }).toEqual({ name, answers: expected });
  }, 120_000);

  it('tells an inactive staff member why only once they prove the mailbox with the right code', async () => {
    const inactive = await addStaff(t.db, business.id, { isActive: false });
    const who: Who = { userType: 'S', email: inactive.email, handle: business.handle };
    const address = newAddress();
    expect(answer(await send(who, address))).toEqual({
      status: 200,
      body: { message: AUTH_MESSAGES.otpSent },
    });
    const code = t.delivery.lastCodeFor(inactive.email);

    const refused = await check(who, code, address);
    expect(answer(refused)).toEqual({ status: 403, body: { error: AUTH_MESSAGES.inactiveStaff } });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, inactive.id))).toEqual([]);
    // The code is used up: it cannot be kept for the day the account is active again.
    expect(answer(await check(who, code, address)).status).toBe(400);
  });
});

/** The scrypt computations (Node's SCRYPTREQUEST jobs) and SQL statements one request causes. */
async function workOf(request: () => Promise<LightMyRequestResponse>, statements: string[]) {
  let scrypts = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') scrypts++;
    },
  });
  statements.length = 0;
  hook.enable();
  try {
    const res = await request();
    return { status: res.statusCode, scrypts, statements: [...statements] };
  } finally {
    hook.disable();
  }
}

describe('a code check does the same work for every account', () => {
  const statements: string[] = [];
  const logged = {} as TestApp;

  beforeAll(async () => {
    // The same app over the same database, with Drizzle's query log on: it lists every statement.
    const db = drizzle(poolOf(t.db), {
      schema,
      logger: { logQuery: (query) => void statements.push(query) },
    });
    Object.assign(logged, await createTestApp(db));
    return () => logged.app.close();
  });

  it('hashes as often and runs the same statements for a real account with live codes as for an unknown or inactive one', async () => {
    const accounts = await probes();
    // The real owner has three live codes, asked for from three addresses: the most a check compares.
    const owner = accounts['a real owner'] as Who;
    for (let i = 0; i < 3; i++) expect((await send(owner, newAddress(), logged)).statusCode).toBe(200);
    const inactive = accounts['inactive staff'] as Who;
    expect((await send(inactive, newAddress(), logged)).statusCode).toBe(200);

    const work = new Map<string, Awaited<ReturnType<typeof workOf>>>();
    for (const [name, who] of Object.entries(accounts)) {
      work.set(name, await workOf(() => check(who, unsentCode(), newAddress(), logged), statements));
    }
    // A failed check on a real account is written to its business's audit trail (one INSERT); a
    // guess at an account that does not exist has no business to record it in.
    const signInWork = ({ status, scrypts, statements: run }: Awaited<ReturnType<typeof workOf>>) => ({
      status,
      scrypts,
      statements: run.filter((query) => !query.startsWith('insert into "audit_events"')),
    });
    // Owners and staff are looked up by different queries, so each is held to its own unknown one.
    const unknownOf = { B: 'an unknown owner', S: 'unknown staff at a real handle' };
    for (const [name, done] of work) {
      const reference = work.get(unknownOf[(accounts[name] as Who).userType]);
      expect(reference).toMatchObject({ status: 400, scrypts: 3 });
      expect({ name, ...signInWork(done) }).toEqual({ name, ...signInWork(reference ?? done) });
    }
  }, 120_000);
});
