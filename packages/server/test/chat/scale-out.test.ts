import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { connectChat, next, request } from '../helpers/chat-client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import {
  acceptBusiness,
  addRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';
import { addStaff, signIn } from '../helpers/flows.js';
import { hasRedisServer, startRedis, type TestRedis } from '../helpers/redis-server.js';

if (!hasRedisServer)
  console.log('chat scale-out: skipped, redis-server is not installed (apt-get install -y redis-server)');

/** Two server instances on one PostgreSQL and one Redis, as behind a load balancer. */
describe.skipIf(!hasRedisServer)('chat across two instances through Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let one: TestApp;
  let two: TestApp;
  /** What afterAll undoes, newest first; filled as beforeAll gets there (it may stop half-way). */
  const cleanups: (() => Promise<unknown>)[] = [];
  let addressOne: string;
  let addressTwo: string;
  let desk: Desk;
  let member: Member;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    cleanups.unshift(() => database.drop());
    redis = await startRedis();
    cleanups.unshift(() => redis.stop());
    one = await createTestApp(database.db, { redisUrl: redis.url });
    cleanups.unshift(() => one.app.close());
    two = await createTestApp(database.db, { redisUrl: redis.url });
    cleanups.unshift(() => two.app.close());
    addressOne = await one.app.listen({ port: 0, host: '127.0.0.1' });
    addressTwo = await two.app.listen({ port: 0, host: '127.0.0.1' });
    desk = await openDesk(one, database.db);
    member = await newMember(one);
    await fundWallet(one.app, desk, member.memberId, 5);
    await acceptBusiness(one.app, member, desk.business.id);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const cleanup of cleanups) await cleanup();
  });

  async function open(address: string, token: string) {
    const socket = await connectChat(address, token);
    sockets.push(socket);
    return socket;
  }

  it('delivers a message sent through one instance to a socket on the other, both ways', async () => {
    const owner = await open(addressOne, desk.owner);
    const phone = await open(addressTwo, member.token);
    const atPhone = next<{ message: string }>(phone, 'new-msg');
    await request(owner, 'new-msg', { recipientId: member.memberId, message: 'Your order is ready.' });
    expect((await atPhone).message).toBe('Your order is ready.');
    const atOwner = next<{ message: string; customerId: string }>(owner, 'new-msg');
    await request(phone, 'new-msg', { recipientId: desk.business.id, message: 'On my way!' });
    expect(await atOwner).toMatchObject({ message: 'On my way!', customerId: member.memberId });
    expect((await call(two.app, desk.owner, '/business/hasNewMsg')).json()).toEqual({ result: true });
  });

  it("pushes the member's approval to a desk connected to the other instance", async () => {
    const owner = await open(addressOne, desk.owner);
    const added = await addRedemption(one.app, desk, 'owner', {
      customerId: member.memberId,
      billingAmount: 10,
      wallet: 1,
    });
    const { rtId } = added.json() as { rtId: string };
    const approved = next<{ rtId: string; status: string }>(owner, 'rewardtransaction-status');
    await call(two.app, member.token, '/customer/rewardtransaction/approve', { rtId });
    // The add's own INITIATED push may arrive first; wait for the approval.
    const first = await approved;
    const status =
      first.status === 'INITIATED'
        ? await next<{ status: string }>(owner, 'rewardtransaction-status')
        : first;
    expect(status).toMatchObject({ status: 'CUSTOMER_APPROVED' });
  });

  // The sweep of open sockets runs once a minute here: only the revocation itself closes them
  // (in milliseconds; 15 s is a bound for a failure on a busy machine).
  it('closes a socket on the other instance at once when its staff member is made inactive', async () => {
    const staff = await addStaff(database.db, desk.business.id, { chatAccess: true });
    const token = await signIn(one.app, one.delivery, {
      userType: 'S',
      email: staff.email,
      handle: desk.business.handle,
    });
    const listening = await open(addressTwo, token);
    const closed = next(listening, 'disconnect', 15_000);
    const res = await call(one.app, desk.owner, '/business/staff/update', {
      id: staff.id,
      name: `Staff ${staff.email}`,
      email: staff.email,
      activeStaff: false,
    });
    expect(res.statusCode).toBe(200);
    await closed;
  });

  it("closes a member's socket on the other instance at once when they log out", async () => {
    const leaving = await newMember(one);
    const listening = await open(addressTwo, leaving.token);
    const closed = next(listening, 'disconnect', 15_000);
    expect((await call(one.app, leaving.token, '/customer/logout')).statusCode).toBe(200);
    await closed;
  });
});
