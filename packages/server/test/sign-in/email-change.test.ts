import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../src/contract.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { STAFF_MESSAGES } from '../../src/endpoints/back-office/staff/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import {
  registerBusiness,
  sendOtp,
  signIn,
  uniqueId,
  verifyOtp,
  type RegisteredBusiness,
} from '../helpers/flows.js';
import { connectChat, next } from '../helpers/chat-client.js';
import { call } from '../helpers/front-desk.js';

// The person who held a staff account's old e-mail must lose it the moment the owner changes it.
// The sweep of open sockets' sessions never runs here: the change itself must close the socket.
const t = setUpTestApp({}, { chat: { sessionCheckMs: 3_600_000 } });
let business: RegisteredBusiness;
let owner: string;
let address: string;

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  business = await registerBusiness(t.app, t.db);
  owner = await signIn(t.app, t.delivery, { userType: 'B', email: business.ownerEmail });
});

async function addStaffMember(): Promise<StaffMember> {
  const res = await call(t.app, owner, '/business/staff/add', {
    name: 'Jordan Lee',
    email: `jordan.${uniqueId()}@example.com`,
    chatAccess: true,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: StaffMember }>().data;
}

const staff = (email: string) => ({ userType: 'S' as const, email, handle: business.handle });
const liveCall = (token: string) => call(t.app, token, '/staff/store/list', {});

/** The spec's update payload: name, email, phoneNumber, activeStaff, chatAccess and the id. */
const update = (member: StaffMember, email: string) =>
  call(t.app, owner, '/business/staff/update', {
    id: member.id,
    name: member.name,
    email,
    phoneNumber: member.phoneNumber,
    activeStaff: member.activeStaff,
    chatAccess: member.chatAccess,
  });

describe("changing a staff member's e-mail", () => {
  it('ends their sessions and chat socket at once and voids every code sent to the old address', async () => {
    const member = await addStaffMember();
    const oldEmail = member.email;
    const token = await signIn(t.app, t.delivery, staff(oldEmail));
    expect((await liveCall(token)).statusCode).toBe(200);
    // A chat socket that only listens, as the staff dashboard's does. The wait is only a bound for
    // a failure: the change closes it within milliseconds, but a busy machine may take seconds.
    const socket = await connectChat(address, token);
    const closed = next(socket, 'disconnect', 15_000);
    // A code the old address asked for and has not used yet.
    t.clock.advance(31_000);
    expect((await sendOtp(t.app, staff(oldEmail))).statusCode).toBe(200);
    const oldCode = t.delivery.lastCodeFor(oldEmail);

    const newEmail = `jordan.new.${uniqueId()}@example.com`;
    const res = await update(member, newEmail);
    expect(res.statusCode).toBe(200);

    await closed;
    const ended = await liveCall(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
    for (const email of [newEmail, oldEmail]) {
      const tried = await verifyOtp(t.app, { ...staff(email), otp: oldCode });
      expect(tried.statusCode).toBe(400);
      expect(tried.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
    }
    // The owner is told what the change did.
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.emailChanged, data: { email: newEmail } });

    // The new address signs in as usual.
    expect((await liveCall(await signIn(t.app, t.delivery, staff(newEmail)))).statusCode).toBe(200);
  });

  it('leaves sessions and codes alone when the e-mail stays the same (any case)', async () => {
    const member = await addStaffMember();
    const token = await signIn(t.app, t.delivery, staff(member.email));
    t.clock.advance(31_000);
    expect((await sendOtp(t.app, staff(member.email))).statusCode).toBe(200);
    const code = t.delivery.lastCodeFor(member.email);

    const res = await update(member, member.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.updated });
    expect((await liveCall(token)).statusCode).toBe(200);
    expect((await verifyOtp(t.app, { ...staff(member.email), otp: code })).statusCode).toBe(200);
  });
});
