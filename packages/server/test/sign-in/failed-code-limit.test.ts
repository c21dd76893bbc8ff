import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/rate-limits/limits.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { addStaff, API, device, registerBusiness, uniqueId } from '../helpers/flows.js';

// The production limits (rateLimitFactor 1): the per-account failed-code limit is what is tested.
const t = setUpTestApp({ rateLimitFactor: 1 });

let addressCounter = 0;
/** A client address of its own per guess, so only the per-account limit can stop them. */
const newAddress = () => `10.2.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

function post(path: string, payload: object, address = newAddress()): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `${API}${path}`, payload, remoteAddress: address });
}

function check(user: { email: string; userName?: string }, otp: string, userType: 'B' | 'S' = 'B') {
  return post('/user/verifyloginotp', {
    userType,
    client: 'Web',
    user: { ...user, otp: Number(otp), device: device() },
  });
}

describe('the failed-code limit counts on the account the code belongs to', () => {
  it("an owner's guesses count together whatever userName the request adds, and the right code then waits too", async () => {
    const business = await registerBusiness(t.app, t.db);
    const email = business.ownerEmail;
    expect((await post('/user/loginotp', { userType: 'B', user: { email } })).statusCode).toBe(200);
    const code = t.delivery.lastCodeFor(email);

    // An owner is found by e-mail alone, so a userName is noise: each guess sends a new one.
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < LIMITS.failedChecksPerAccount.max + 5; i++) {
      answers.push(await check({ email, userName: `handle${uniqueId()}` }, wrong(code)));
    }
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(LIMITS.failedChecksPerAccount.max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(5);

    const dodge = await check({ email, userName: 'notmyhandle' }, code);
    expect(dodge.statusCode).toBe(429);
    expect(dodge.json()).not.toHaveProperty('token');
    expect((await check({ email }, code)).statusCode).toBe(429);
  });

  it("a staff member's guesses count together however the handle is written", async () => {
    const business = await registerBusiness(t.app, t.db);
    const staff = await addStaff(t.db, business.id);
    const spellings = [business.handle, `@${business.handle}`, business.handle.toUpperCase()];
    expect(
      (
        await post('/user/loginotp', {
          userType: 'S',
          user: { email: staff.email, userName: business.handle },
        })
      ).statusCode,
    ).toBe(200);
    const code = t.delivery.lastCodeFor(staff.email);

    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.failedChecksPerAccount.max + 3; i++) {
      const userName = spellings[i % spellings.length] ?? business.handle;
      statuses.push((await check({ email: staff.email, userName }, wrong(code), 'S')).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect((await check({ email: staff.email, userName: `@${business.handle}` }, code, 'S')).statusCode).toBe(
      429,
    );
  });
});
