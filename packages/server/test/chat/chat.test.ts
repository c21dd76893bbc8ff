import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, MAX_CHAT_MESSAGE_LENGTH } from '../../src/contract.js';
import {
  chatClient,
  connectChat,
  connected,
  next,
  pause,
  recorder,
  request,
} from '../helpers/chat-client.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { eq } from 'drizzle-orm';
import { members, memberSessions, users } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addStaff, signIn } from '../helpers/flows.js';
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

// The sweep of open sockets' sessions (a minute in production) never runs here: a revocation must
// close its sockets by itself, and no sweep can race a test's own events.
const t = setUpTestApp({}, { chat: { sessionCheckMs: 3_600_000 } });
const desk = setUpDesk(t);

let address: string;
let ava: Member;
let ben: Member;
let other: Desk;
let chattyStaff: string;
let chattyStaffEmail: string;
const sockets: Socket[] = [];

async function open(token: string): Promise<Socket> {
  const socket = await connectChat(address, token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ava = await newMember(t);
  ben = await newMember(t);
  await fundWallet(t.app, desk, ava.memberId, 5);
  await fundWallet(t.app, desk, ben.memberId, 5);
  other = await openDesk(t, t.db);
  await fundWallet(t.app, other, ben.memberId, 5);
  // Chat needs the member's consent (docs/domain.md, "Consent"; test/member/consent.test.ts).
  await acceptBusiness(t.app, ava, desk.business.id);
  await acceptBusiness(t.app, ben, desk.business.id);
  await acceptBusiness(t.app, ben, other.business.id);
  const staff = await addStaff(t.db, desk.business.id, { chatAccess: true });
  chattyStaffEmail = staff.email;
  chattyStaff = await signIn(t.app, t.delivery, {
    userType: 'S',
    email: staff.email,
    handle: desk.business.handle,
  });
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

const hasNewMsg = async (token: string, role = 'business') =>
  (await call(t.app, token, `/${role}/hasNewMsg`)).json() as { result: boolean };

describe('connecting', () => {
  it('refuses a missing or unknown token and staff without chat access', async () => {
    await expect(connected(chatClient(address, undefined))).rejects.toThrow('Please sign in to continue.');
    await expect(connected(chatClient(address, 'not-a-token'))).rejects.toThrow();
    await expect(connected(chatClient(address, desk.staff))).rejects.toThrow(CHAT_MESSAGES.noChatAccess);
  });

  it('lets owners, staff with chat access and members in', async () => {
    for (const token of [desk.owner, chattyStaff, ava.token])
      expect((await open(token)).connected).toBe(true);
  });

  it('answers hasNewMsg to owners and chat staff only', async () => {
    expect(await hasNewMsg(desk.owner)).toEqual({ result: false });
    expect(await hasNewMsg(chattyStaff, 'staff')).toEqual({ result: false });
    expect((await call(t.app, desk.staff, '/staff/hasNewMsg')).statusCode).toBe(403);
  });
});

describe('a conversation', () => {
  let owner: Socket;
  let staff: Socket;
  let avaPhone: Socket;
  let avaLaptop: Socket;
  let benPhone: Socket;
  let otherOwner: Socket;
  let avaSeen: ReturnType<typeof recorder>;
  let benSeen: ReturnType<typeof recorder>;
  let otherSeen: ReturnType<typeof recorder>;

  beforeAll(async () => {
    owner = await open(desk.owner);
    staff = await open(chattyStaff);
    avaPhone = await open(ava.token);
    avaLaptop = await open(ava.token);
    benPhone = await open(ben.token);
    otherOwner = await open(other.owner);
    avaSeen = recorder(avaLaptop);
    benSeen = recorder(benPhone);
    otherSeen = recorder(otherOwner);
  });

  it("delivers a member's message to the business's sockets and the member's others", async () => {
    const atOwner = next<Record<string, unknown>>(owner, 'new-msg');
    const atStaff = next<Record<string, unknown>>(staff, 'new-msg');
    const ack = await request<{ ok: boolean; message: Record<string, unknown> }>(avaPhone, 'new-msg', {
      recipientId: desk.business.id,
      message: '  Are you open on Sunday? <b>hi</b>  ',
    });
    expect(ack.ok).toBe(true);
    expect(ack.message).toMatchObject({
      from: 'C',
      message: 'Are you open on Sunday? <b>hi</b>',
      isReadByB: false,
      isReadByC: true,
      senderId: ava.memberId,
      customerId: ava.memberId,
      businessId: desk.business.id,
    });
    expect(await atOwner).toEqual(ack.message);
    expect(await atStaff).toEqual(ack.message);
    await pause(100);
    expect(avaSeen.map((e) => e.event)).toEqual(['new-msg']);
    expect(await hasNewMsg(desk.owner)).toEqual({ result: true });
  });

  it('lists the conversation with its unread count and clears it when opened', async () => {
    const listed = next<{ conversationList: Record<string, unknown>[]; totalCount: number }>(
      owner,
      'chats-list',
    );
    owner.emit('list-chats', { limit: 50, page: 1, pagination: true });
    const list = await listed;
    expect(list.totalCount).toBe(1);
    expect(list.conversationList[0]).toMatchObject({
      customerId: ava.memberId,
      totalUnreadByB: 1,
      lastMessage: 'Are you open on Sunday? <b>hi</b>',
    });
    const thread = next<{ chat: Record<string, unknown>[] }>(owner, 'chat');
    owner.emit('get-chat', { memberId: ava.memberId, page: 1, pageSize: 200 });
    expect((await thread).chat).toHaveLength(1);
    expect(await hasNewMsg(desk.owner)).toEqual({ result: false });
    // No payload at all, only the acknowledgement: the spec's defaults.
    const bare = (await owner.timeout(5_000).emitWithAck('list-chats')) as { ok: boolean; limit: number };
    expect(bare).toMatchObject({ ok: true, limit: 50 });
    const again = await request<{ chat: { isReadByB: boolean }[] }>(owner, 'get-chat', {
      memberId: ava.memberId,
    });
    expect(again.chat[0]?.isReadByB).toBe(true);
  });

  it("delivers the business's reply to every socket of the member, and counts it unread for them", async () => {
    const atPhone = next<Record<string, unknown>>(avaPhone, 'new-msg');
    const atStaff = next<Record<string, unknown>>(staff, 'new-msg');
    const ack = await request<{ ok: boolean; message: Record<string, unknown> }>(owner, 'new-msg', {
      recipientId: ava.memberId,
      message: 'Yes, 9 to 5.',
    });
    expect(ack).toMatchObject({ ok: true, message: { from: 'B', isReadByB: true, isReadByC: false } });
    expect(await atPhone).toEqual(ack.message);
    expect(await atStaff).toEqual(ack.message);
    const list = await request<{ conversationList: Record<string, unknown>[] }>(avaPhone, 'list-chats', {});
    expect(list.conversationList).toEqual([
      expect.objectContaining({
        businessId: desk.business.id,
        businessName: desk.business.businessName,
        totalUnreadByC: 1,
      }),
    ]);
    const thread = await request<{ chat: { from: string; message: string }[] }>(avaPhone, 'get-chat', {
      businessId: desk.business.id,
    });
    expect(thread.chat.map((m) => [m.from, m.message])).toEqual([
      ['C', 'Are you open on Sunday? <b>hi</b>'],
      ['B', 'Yes, 9 to 5.'],
    ]);
    const after = await request<{ conversationList: { totalUnreadByC: number }[] }>(
      avaPhone,
      'list-chats',
      {},
    );
    expect(after.conversationList[0]?.totalUnreadByC).toBe(0);
  });

  it("names the business-side writer, so the back office tells a teammate's reply from its own (issue 23 item 8)", async () => {
    const ack = await request<{ ok: boolean; message: Record<string, unknown> }>(staff, 'new-msg', {
      recipientId: ava.memberId,
      message: 'Staff here.',
    });
    expect(ack.message).toMatchObject({ from: 'B', senderName: `Staff ${chattyStaffEmail}` });
    const thread = await request<{ chat: { message: string; senderName?: string }[] }>(owner, 'get-chat', {
      memberId: ava.memberId,
    });
    expect(thread.chat.map((m) => [m.message, m.senderName])).toEqual([
      ['Are you open on Sunday? <b>hi</b>', undefined],
      ['Yes, 9 to 5.', expect.stringMatching(/^Owner /)],
      ['Staff here.', `Staff ${chattyStaffEmail}`],
    ]);
  });

  it('ignores blank messages and refuses overlong ones', async () => {
    expect(await request(avaPhone, 'new-msg', { recipientId: desk.business.id, message: ' \n\t ' })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.blank,
    });
    expect(
      await request(avaPhone, 'new-msg', {
        recipientId: desk.business.id,
        message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1),
      }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.tooLong });
    const longest = await request<{ ok: boolean }>(avaPhone, 'new-msg', {
      recipientId: desk.business.id,
      message: 'y'.repeat(MAX_CHAT_MESSAGE_LENGTH),
    });
    expect(longest.ok).toBe(true);
  });

  it('lets a member chat only with businesses they are subscribed to, and a business only with its subscribers', async () => {
    expect(await request(avaPhone, 'new-msg', { recipientId: other.business.id, message: 'hello' })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notSubscribed,
    });
    expect(await request(otherOwner, 'new-msg', { recipientId: ava.memberId, message: 'hello' })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notSubscriber,
    });
    expect(await request(otherOwner, 'get-chat', { memberId: ava.memberId })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notSubscriber,
    });
    // Ben is subscribed to both: his conversation with the other business is theirs alone.
    const reply = next(benPhone, 'new-msg');
    await request(otherOwner, 'new-msg', { recipientId: ben.memberId, message: 'Welcome!' });
    expect(await reply).toMatchObject({ businessId: other.business.id, message: 'Welcome!' });
  });

  it('rate-limits a flood from one socket', async () => {
    const flood = await open(ben.token);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        request<{ ok: boolean; error?: string }>(flood, 'new-msg', {
          recipientId: desk.business.id,
          message: `spam ${i}`,
        }),
      ),
    );
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBeLessThanOrEqual(11);
    expect(answers.filter((a) => a.error === CHAT_MESSAGES.tooFast).length).toBe(25 - accepted);
  });

  it("never shows one business's or one member's messages to another", async () => {
    await pause(100);
    expect(otherSeen).toEqual([]);
    expect(benSeen.every((e) => (e.payload as { customerId?: string }).customerId === ben.memberId)).toBe(
      true,
    );
    expect(avaSeen.every((e) => (e.payload as { customerId?: string }).customerId === ava.memberId)).toBe(
      true,
    );
  });
});

describe('the front desk push', () => {
  it("tells the member of a new request and the desk of the member's answer at once", async () => {
    const [owner, avaPhone] = await Promise.all([open(desk.owner), open(ava.token)]);
    const toMember = next<{ rtId: string; status: string }>(avaPhone, 'rewardtransaction-status');
    const added = await addRedemption(t.app, desk, 'staff', {
      customerId: ava.memberId,
      billingAmount: 10,
      wallet: 2,
    });
    const { rtId } = added.json() as { rtId: string };
    expect(await toMember).toEqual({ rtId, status: 'INITIATED', businessId: desk.business.id });
    const toDesk = next<{ rtId: string; status: string }>(owner, 'rewardtransaction-status');
    await call(t.app, ava.token, '/customer/rewardtransaction/approve', { rtId });
    expect(await toDesk).toMatchObject({ rtId, status: 'CUSTOMER_APPROVED' });
  });
});

describe('revocation', () => {
  // Only a bound for a failure: a revocation closes its sockets within milliseconds, but a busy
  // machine may take seconds over the calls before it.
  const WAIT = 15_000;

  /** A staff member with chat access, signed in, whose socket only listens. */
  async function listeningStaff() {
    const user = await addStaff(t.db, desk.business.id, { chatAccess: true });
    const who = { userType: 'S', email: user.email, handle: desk.business.handle } as const;
    const token = await signIn(t.app, t.delivery, who);
    const socket = await open(token);
    return { ...user, who, token, socket, seen: recorder(socket), closed: next(socket, 'disconnect', WAIT) };
  }

  /** What the owner's staff form sends, with `changes` on top. */
  const staffForm = (staff: { id: string; email: string }, changes: Record<string, unknown>) => ({
    id: staff.id,
    name: `Staff ${staff.email}`,
    email: staff.email,
    ...changes,
  });

  /** Ava writes to the business: every socket still in the business's room receives it. */
  async function avaWrites() {
    const avaSocket = await open(ava.token);
    const ack = await request<{ ok: boolean }>(avaSocket, 'new-msg', {
      recipientId: desk.business.id,
      message: 'Is my order ready?',
    });
    expect(ack.ok).toBe(true);
  }

  it("closes a staff member's listening socket at once when they are made inactive", async () => {
    const staff = await listeningStaff();
    const res = await call(
      t.app,
      desk.owner,
      '/business/staff/update',
      staffForm(staff, { activeStaff: false }),
    );
    expect(res.statusCode).toBe(200);
    await avaWrites();
    await staff.closed;
    expect(staff.seen.map((e) => e.event)).not.toContain('new-msg');
  });

  it("closes a staff member's listening socket at once when their chat access is taken away", async () => {
    const staff = await listeningStaff();
    const res = await call(
      t.app,
      desk.owner,
      '/business/staff/update',
      staffForm(staff, { chatAccess: false }),
    );
    expect(res.statusCode).toBe(200);
    await avaWrites();
    await staff.closed;
    expect(staff.seen.map((e) => e.event)).not.toContain('new-msg');
  });

  it('closes the listening sockets of a device at once when the owner deletes it', async () => {
    const staff = await listeningStaff();
    const devices = await call(t.app, desk.owner, '/business/device/list', { offset: 0, limit: 100 });
    const { totalItems } = (devices.json() as { data: { totalItems: { uuid: string; userName: string }[] } })
      .data;
    const device = totalItems.find((d) => d.userName === `Staff ${staff.email}`);
    const res = await call(t.app, desk.owner, '/business/device/delete', { uuid: device?.uuid });
    expect(res.statusCode).toBe(200);
    await avaWrites();
    await staff.closed;
    expect(staff.seen.map((e) => e.event)).not.toContain('new-msg');
  });

  it("closes the sockets of a back-office session at once when it logs out, and only that session's", async () => {
    const staff = await listeningStaff();
    t.clock.advance(31_000); // past the 30-second wait between two codes for one e-mail
    const otherSession = await open(await signIn(t.app, t.delivery, staff.who));
    expect((await call(t.app, staff.token, '/staff/logout')).statusCode).toBe(200);
    const stillListening = next<{ message: string }>(otherSession, 'new-msg', WAIT);
    await avaWrites();
    await staff.closed;
    expect(staff.seen.map((e) => e.event)).not.toContain('new-msg');
    expect((await stillListening).message).toBe('Is my order ready?');
  });

  it("closes a member's listening socket at once when they log out", async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 1);
    await acceptBusiness(t.app, member, desk.business.id);
    const socket = await open(member.token);
    const seen = recorder(socket);
    const closed = next(socket, 'disconnect', WAIT);
    expect((await call(t.app, member.token, '/customer/logout')).statusCode).toBe(200);
    const reply = await request<{ ok: boolean }>(await open(desk.owner), 'new-msg', {
      recipientId: member.memberId,
      message: 'Thanks for visiting!',
    });
    expect(reply.ok).toBe(true);
    await closed;
    expect(seen.map((e) => e.event)).not.toContain('new-msg');
  });

  it('refuses the next event of a session that ended without a revocation, and closes the socket', async () => {
    const member = await newMember(t);
    const socket = await open(member.token);
    const closed = next(socket, 'disconnect', WAIT);
    // Answered, so the socket's own look at its session after connecting is done and found it live.
    expect(await request(socket, 'list-chats', {})).toMatchObject({ ok: true });
    // Ended in the database alone (as an instance without REDIS_URL would leave it for this one).
    const [row] = await t.db.select().from(members).where(eq(members.memberId, member.memberId));
    await t.db
      .update(memberSessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(memberSessions.memberRowId, row?.id ?? ''));
    expect(await request(socket, 'list-chats', {})).toEqual({
      ok: false,
      error: AUTH_MESSAGES.sessionExpired,
    });
    await closed;
  });

  describe('the sweep of listening sockets', () => {
    let sweeping: TestApp;
    let sweepingAddress: string;

    beforeAll(async () => {
      sweeping = await createTestApp(t.db, {}, { chat: { sessionCheckMs: 100 } });
      sweepingAddress = await sweeping.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => sweeping.app.close());

    it("closes a listening socket whose staff member lost chat access behind the API's back", async () => {
      const staffUser = await addStaff(t.db, desk.business.id, { chatAccess: true });
      const token = await signIn(t.app, t.delivery, {
        userType: 'S',
        email: staffUser.email,
        handle: desk.business.handle,
      });
      const socket = await connectChat(sweepingAddress, token);
      sockets.push(socket);
      const closed = next(socket, 'disconnect', WAIT);
      await t.db.update(users).set({ chatAccess: false }).where(eq(users.id, staffUser.id));
      await closed;
      expect(socket.connected).toBe(false);
    });
  });
});
