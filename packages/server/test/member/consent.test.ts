import { and, count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CONSENT_MESSAGES,
  type AuditEvent,
  type MemberBusiness,
  type SubscriptionConsent,
} from '../../src/contract.js';
import { auditEvents, ledgerEntries, members, subscriptions } from '../../src/db/schema/index.js';
import { MEMBER_MESSAGES } from '../../src/domain/members/messages.js';
import { connectChat, next, request } from '../helpers/chat-client.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { uniqueId } from '../helpers/flows.js';
import {
  acceptBusiness,
  addRedemption,
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  type Desk,
  type Member,
} from '../helpers/front-desk.js';

/**
 * Consent before contact (docs/domain.md, "Consent"). The finding it closes: any business could
 * enrol any member with a 1-cent plain reward (no store needed) and then see their full e-mail,
 * chat to them and show up in their app as one of their shops.
 */
const t = setUpTestApp({}, { chat: { sessionCheckMs: 3_600_000 } });
const desk = setUpDesk(t);
let address: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

async function open(token: string): Promise<Socket> {
  const socket = await connectChat(address, token);
  sockets.push(socket);
  return socket;
}

const search = (shop: Desk, query: string) => call(t.app, shop.owner, '/business/customer/search', { query });

async function businessesOf(member: Member): Promise<MemberBusiness[]> {
  const res = await call(t.app, member.token, '/customer/businesses');
  expect(res.statusCode).toBe(200);
  return (res.json() as { businesses: MemberBusiness[] }).businesses;
}

async function statusAt(member: Member, businessId: string): Promise<SubscriptionConsent | undefined> {
  return (await businessesOf(member)).find((b) => b.businessId === businessId)?.status;
}

function change(member: Member, action: 'accept' | 'leave' | 'block', businessId: string) {
  return call(t.app, member.token, `/customer/businesses/${action}`, { businessId });
}

/** The e-mail the shop sees in every place that shows one: search, details, subscribers, CSV. */
async function emailsSeenBy(shop: Desk, member: Member): Promise<string[]> {
  const found = (await search(shop, member.username)).json() as { email: string };
  const details = (
    await call(t.app, shop.owner, '/business/customer/details', { customerId: member.memberId })
  ).json() as { email: string };
  const list = (
    await call(t.app, shop.owner, '/business/subscription/list', { offset: 0, limit: 100 })
  ).json() as { data: { totalItems: { customerId: string; email: string }[] } };
  const subscriber = (
    await call(t.app, shop.owner, '/business/subscription/details', { customerId: member.memberId })
  ).json() as { data: { email: string } };
  const csv = (await call(t.app, shop.owner, '/business/subscription/export')).body;
  const csvEmail = csv
    .split('\n')
    .find((line) => line.startsWith(member.memberId))
    ?.split(',')[2];
  return [
    found.email,
    details.email,
    list.data.totalItems.find((s) => s.customerId === member.memberId)?.email ?? '',
    subscriber.data.email,
    csvEmail ?? '',
  ];
}

async function rewardedMember(shop: Desk = desk): Promise<Member> {
  const member = await newMember(t, `m.${uniqueId()}@example.com`);
  const res = await call(t.app, shop.owner, '/business/subscription/reward', {
    customerId: member.memberId,
    billingAmount: 0.01,
  });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

describe('a business that adds a member at its counter', () => {
  it('sees the masked e-mail, cannot chat, and is an invitation in the member app; points accrue', async () => {
    const member = await newMember(t, `jane.${uniqueId()}@example.com`);
    // The attack as it was made: a 1-cent plain reward, by the username, with no store.
    const { memberId } = (await search(desk, member.username)).json() as { memberId: string };
    const reward = await call(t.app, desk.owner, '/business/subscription/reward', {
      customerId: memberId,
      billingAmount: 0.01,
    });
    expect(reward.statusCode).toBe(200);

    const masked = `j***@e***.com`;
    expect(await emailsSeenBy(desk, member)).toEqual([masked, masked, masked, masked, masked]);
    expect((await search(desk, member.username)).json()).toMatchObject({ isSubscribed: true });

    const owner = await open(desk.owner);
    expect(
      await request(owner, 'new-msg', { recipientId: member.memberId, message: 'Call 1300 000 000' }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.notAccepted });
    expect(await request(owner, 'get-chat', { memberId: member.memberId })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notAccepted,
    });
    const phone = await open(member.token);
    expect(await request(phone, 'new-msg', { recipientId: desk.business.id, message: 'Hi' })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.acceptFirst,
    });

    expect(await businessesOf(member)).toEqual([
      {
        businessId: desk.business.id,
        businessName: desk.business.businessName,
        businessHandle: desk.business.handle,
        logo: null,
        status: 'Invited',
        statusChangedAt: null,
        subscribedOn: expect.any(String),
      },
    ]);
    const balances = (await call(t.app, member.token, '/customer/subscription/list', {})).json() as {
      subscriptions: { pointsBalance: number }[];
    };
    expect(balances.subscriptions[0]?.pointsBalance).toBeGreaterThan(0);
  });
});

describe('accepting', () => {
  it("shows the shop the member's e-mail and opens the chat; the business reads it in its audit trail", async () => {
    const member = await rewardedMember();
    const accepted = await change(member, 'accept', desk.business.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: CONSENT_MESSAGES.accepted,
      business: {
        businessId: desk.business.id,
        status: 'Accepted',
        statusChangedAt: t.clock.now().toISOString(),
      },
    });
    expect(await emailsSeenBy(desk, member)).toEqual(Array(5).fill(member.email));

    const [owner, phone] = await Promise.all([open(desk.owner), open(member.token)]);
    const arrives = next<{ message: string }>(phone, 'new-msg');
    expect(
      await request(owner, 'new-msg', { recipientId: member.memberId, message: 'Welcome!' }),
    ).toMatchObject({
      ok: true,
    });
    expect((await arrives).message).toBe('Welcome!');

    const trail = (
      await call(t.app, desk.owner, '/business/audit/list', { action: ['consent-accepted'] })
    ).json() as {
      events: AuditEvent[];
    };
    const event = trail.events.find((e) => e.subject === member.memberId);
    // Where the member was is not the business's to know.
    expect(event).toMatchObject({
      details: { from: 'Invited' },
      ipAddress: '',
      userAgent: null,
      deviceUuid: null,
    });

    // Accepting again changes nothing and records nothing.
    expect((await change(member, 'accept', desk.business.id)).statusCode).toBe(200);
    const [events] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'consent-accepted'), eq(auditEvents.subject, member.memberId)));
    expect(events?.n).toBe(1);
  });

  it('happens when the member approves a payment request from the shop', async () => {
    const member = await rewardedMember();
    await fundWallet(t.app, desk, member.memberId, 5);
    expect(await statusAt(member, desk.business.id)).toBe('Invited');
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 10, wallet: 5 });
    expect(await statusAt(member, desk.business.id)).toBe('Accepted');
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'consent-accepted'), eq(auditEvents.subject, member.memberId)));
    expect(event?.details).toEqual({ from: 'Invited', rtId });
  });
});

describe('leaving', () => {
  it('takes consent back: masked again, no chat, the conversation out of both lists; balances stay', async () => {
    const member = await rewardedMember();
    await acceptBusiness(t.app, member, desk.business.id);
    const phone = await open(member.token);
    expect(
      await request(phone, 'new-msg', { recipientId: desk.business.id, message: 'Hello' }),
    ).toMatchObject({
      ok: true,
    });
    const before = (await call(t.app, member.token, '/customer/subscription/list', {})).json();

    const left = await change(member, 'leave', desk.business.id);
    expect(left.json()).toMatchObject({ message: CONSENT_MESSAGES.left, business: { status: 'Invited' } });
    expect((await businessesOf(member))[0]?.statusChangedAt).not.toBeNull();
    expect((await emailsSeenBy(desk, member))[0]).toMatch(/^m\*\*\*@e\*\*\*\.com$/);

    const owner = await open(desk.owner);
    expect(await request(owner, 'get-chat', { memberId: member.memberId })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notAccepted,
    });
    const ownerList = await request<{ conversationList: { customerId: string }[] }>(owner, 'list-chats', {});
    expect(ownerList.conversationList.map((c) => c.customerId)).not.toContain(member.memberId);
    // The member's unread message no longer lights the header's dot: it could never be opened.
    expect((await call(t.app, desk.owner, '/business/hasNewMsg')).json()).toEqual({ result: false });
    const memberList = await request<{ totalCount: number }>(phone, 'list-chats', {});
    expect(memberList.totalCount).toBe(0);

    expect((await call(t.app, member.token, '/customer/subscription/list', {})).json()).toEqual(before);
  });

  it('answers an invitation without accepting it, and leaves a blocked shop blocked', async () => {
    const member = await rewardedMember();
    const left = await change(member, 'leave', desk.business.id);
    expect(left.json()).toMatchObject({
      business: { status: 'Invited', statusChangedAt: t.clock.now().toISOString() },
    });
    await change(member, 'block', desk.business.id);
    expect((await change(member, 'leave', desk.business.id)).json()).toMatchObject({
      business: { status: 'Blocked' },
    });
  });
});

describe('blocking', () => {
  const neverMember = { username: `nobody${uniqueId()}`, memberId: '100000001' };

  /** Every way the shop could find, reward, sell to, refund or chat to a member, as `target` names one. */
  async function probes(target: { username: string; memberId: string }, templateId: string) {
    const customerId = target.memberId;
    const owner = await open(desk.owner);
    const answers = [
      await search(desk, target.username),
      await search(desk, target.memberId),
      await call(t.app, desk.owner, '/business/customer/details', { customerId }),
      await call(t.app, desk.owner, '/business/subscription/details', { customerId }),
      await call(t.app, desk.owner, '/business/subscription/reward', { customerId, billingAmount: 5 }),
      await call(t.app, desk.owner, '/business/rewardtransaction/reward', { customerId, billingAmount: 5 }),
      await addRedemption(t.app, desk, 'owner', { customerId, billingAmount: 5, wallet: 1 }),
      await call(t.app, desk.owner, '/business/giftcard/sell', {
        cartItems: [{ id: templateId }],
        customerId,
        ...desk.place,
      }),
      await call(t.app, desk.owner, '/business/customer/refund', {
        customerId,
        refundAmount: 5,
        ...desk.place,
      }),
    ].map((res) => [res.statusCode, res.json()]);
    return [
      ...answers,
      await request(owner, 'new-msg', { recipientId: customerId, message: 'hello' }),
      await request(owner, 'get-chat', { memberId: customerId }),
    ];
  }

  it('makes the member unknown to the shop: the same answers as for no member at all, and nothing changes', async () => {
    const templateId = await publishTemplate(t.app, desk, { amount: 20 });
    const member = await rewardedMember();
    await acceptBusiness(t.app, member, desk.business.id);
    await fundWallet(t.app, desk, member.memberId, 3);
    const phone = await open(member.token);
    await request(phone, 'new-msg', { recipientId: desk.business.id, message: 'Before the block' });
    const subscribersBefore = (
      await call(t.app, desk.owner, '/business/subscription/list', { offset: 0, limit: 100 })
    ).json() as { data: { totalCount: number } };

    const blocked = await change(member, 'block', desk.business.id);
    expect(blocked.json()).toMatchObject({
      message: CONSENT_MESSAGES.blocked,
      business: { status: 'Blocked' },
    });

    const [row] = await t.db.select().from(members).where(eq(members.memberId, member.memberId));
    const ledger = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.memberRowId, row?.id ?? ''))
      )[0]?.n;
    const subscription = async () =>
      t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberRowId, row?.id ?? ''));
    const [entriesBefore, accountBefore] = [await ledger(), await subscription()];

    const asBlocked = await probes(member, templateId);
    const asUnknown = await probes(neverMember, templateId);
    expect(asBlocked).toEqual(asUnknown);
    expect(asBlocked[0]).toEqual([404, { error: MEMBER_MESSAGES.notFound }]);
    expect(await ledger()).toBe(entriesBefore);
    expect(await subscription()).toEqual(accountBefore);

    const subscribersAfter = (
      await call(t.app, desk.owner, '/business/subscription/list', { offset: 0, limit: 100 })
    ).json() as { data: { totalCount: number; totalItems: { customerId: string }[] } };
    expect(subscribersAfter.data.totalCount).toBe(subscribersBefore.data.totalCount - 1);
    expect(subscribersAfter.data.totalItems.map((s) => s.customerId)).not.toContain(member.memberId);
    expect((await call(t.app, desk.owner, '/business/subscription/export')).body).not.toContain(
      member.memberId,
    );
    expect((await call(t.app, desk.owner, '/business/stats')).json()).toMatchObject({
      subscribersCount: subscribersBefore.data.totalCount - 1,
    });
    expect((await call(t.app, desk.owner, '/business/hasNewMsg')).json()).toEqual({ result: false });

    // The trail says a member blocked the business, not who: to it they are unknown.
    const trail = (
      await call(t.app, desk.owner, '/business/audit/list', { action: ['consent-blocked'] })
    ).json() as {
      events: AuditEvent[];
    };
    expect(trail.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(trail)).not.toContain(member.memberId);
  });

  it('is one shop at a time: another shop still finds and rewards the member', async () => {
    const other = await openDesk(t, t.db);
    const member = await rewardedMember();
    await rewardedMember(other);
    const reward = await call(t.app, other.owner, '/business/subscription/reward', {
      customerId: member.memberId,
      billingAmount: 4,
    });
    expect(reward.statusCode).toBe(200);
    await change(member, 'block', desk.business.id);
    expect((await search(other, member.username)).statusCode).toBe(200);
    expect((await search(desk, member.username)).statusCode).toBe(404);
  });

  it('is undone by accepting the shop again', async () => {
    const member = await rewardedMember();
    await change(member, 'block', desk.business.id);
    const unblocked = await change(member, 'accept', desk.business.id);
    expect(unblocked.json()).toMatchObject({ business: { status: 'Accepted' } });
    expect((await search(desk, member.username)).json()).toMatchObject({ email: member.email });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'consent-accepted'), eq(auditEvents.subject, member.memberId)));
    expect(event?.details).toEqual({ from: 'Blocked' });
  });
});

describe('a member', () => {
  it("changes only their own subscriptions: another's business, an unknown or malformed id is 404", async () => {
    const subscribed = await rewardedMember();
    const stranger = await newMember(t, `s.${uniqueId()}@example.com`);
    for (const action of ['accept', 'leave', 'block'] as const) {
      for (const businessId of [desk.business.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await change(stranger, action, businessId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: CONSENT_MESSAGES.notFound });
      }
    }
    expect(await businessesOf(stranger)).toEqual([]);
    expect(await statusAt(subscribed, desk.business.id)).toBe('Invited');
    expect((await call(t.app, stranger.token, '/customer/businesses/accept', {})).statusCode).toBe(400);
  });
});
