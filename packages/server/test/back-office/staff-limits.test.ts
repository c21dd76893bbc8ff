import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AuditEvent } from '../../src/contract.js';
import { ledgerEntries, memberGiftCards, refunds, subscriptions } from '../../src/db/schema/index.js';
import { STAFF_LIMIT_MESSAGES } from '../../src/domain/staff-limits/messages.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { call, newMember, publishTemplate, type Member } from '../helpers/front-desk.js';
import { setStaffLimits, signedInStaff, type SignedInStaff } from '../helpers/staff-member.js';

const t = setUpTestApp();
const desk = setUpDesk(t);
const DAY_MS = 24 * 60 * 60_000;

function refund(
  token: string,
  prefix: '/staff' | '/business',
  member: Member,
  refundAmount: number | string,
) {
  return call(t.app, token, `${prefix}/customer/refund`, {
    customerId: member.memberId,
    refundAmount,
    ...desk.place,
  });
}
const staffRefund = (staff: SignedInStaff, member: Member, amount: number | string) =>
  refund(staff.token, '/staff', member, amount);

/** Everything a refund could have written for this member, straight from the database. */
async function moneyOf(member: Member) {
  const memberRow = await t.db.query.members.findFirst({
    where: (m, { eq: is }) => is(m.memberId, member.memberId),
  });
  if (!memberRow) throw new Error('member not found');
  const [refundRows, entries, subscriptionRows] = await Promise.all([
    t.db.select().from(refunds).where(eq(refunds.memberRowId, memberRow.id)),
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberRowId, memberRow.id)),
    t.db.select().from(subscriptions).where(eq(subscriptions.memberRowId, memberRow.id)),
  ]);
  return {
    refunds: refundRows.length,
    entries: entries.length,
    wallet: subscriptionRows.reduce((sum, s) => sum + s.walletBalanceCents, 0),
  };
}

async function alertsOfDesk(): Promise<Alert[]> {
  const res = await call(t.app, desk.owner, '/business/alerts/list', { offset: 0, limit: 100 });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { totalItems: Alert[] } }).data.totalItems;
}

async function refusedRefundEvents(): Promise<AuditEvent[]> {
  const res = await call(t.app, desk.owner, '/business/audit/list', {
    limit: 100,
    action: ['refund-refused'],
  });
  return (res.json() as { events: AuditEvent[] }).events;
}

/** Moves the clock to the next business day (the tests' shops are in Sydney). */
const nextDay = () => t.clock.advance(DAY_MS);

describe('refund limits per staff member', () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember(t);
  });

  it('the finding: a staff member refunding $999,999.99 is refused, the owner must do it, nothing changes', async () => {
    const staff = await signedInStaff(t, desk);
    const before = await moneyOf(member);
    const res = await staffRefund(staff, member, 999_999.99);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Refunds above $100.00 need the owner. Ask the owner to make this refund.',
    });
    expect(await moneyOf(member)).toEqual(before);
    // Written after the refusal rolled back: the audit event and the owner's alert.
    const [event] = await refusedRefundEvents();
    expect(event).toMatchObject({
      action: 'refund-refused',
      actorName: `Staff ${staff.email}`,
      details: { customerId: member.memberId, amountCents: 99_999_999, refundedTodayCents: 0 },
    });
    const alert = (await alertsOfDesk()).find((a) => a.rule === 'refund-over-limit');
    expect(alert).toMatchObject({
      status: 'New',
      actorName: `Staff ${staff.email}`,
      actorType: 'S',
      memberUsername: member.username,
      storeName: desk.business.storeName,
      details: { refundAmount: 999_999.99, refundedToday: 0, dailyRefundLimit: 300, refused: true },
    });
  });

  it('defaults to $100 a refund and $300 a business day, refused with what is left', async () => {
    nextDay();
    const staff = await signedInStaff(t, desk);
    expect((await staffRefund(staff, member, 100.01)).json()).toEqual({
      error: STAFF_LIMIT_MESSAGES.refundAboveLimit(10_000),
    });
    for (const amount of [100, 100, 60])
      expect((await staffRefund(staff, member, amount)).statusCode).toBe(200);
    const past = await staffRefund(staff, member, 40.01);
    expect(past.statusCode).toBe(403);
    expect(past.json()).toEqual({
      error:
        'This refund would take your refunds today past your daily limit of $300.00 ($40.00 left today). ' +
        'Ask the owner to make this refund.',
    });
    expect((await staffRefund(staff, member, 40)).statusCode).toBe(200);
    expect((await staffRefund(staff, member, 0.01)).statusCode).toBe(403);
    // The next business day starts afresh.
    nextDay();
    expect((await staffRefund(staff, member, 100)).statusCode).toBe(200);
  });

  it('the day is the shop’s: refunds just before and just after local midnight count on two days', async () => {
    const staff = await signedInStaff(t, desk);
    await setStaffLimits(t, desk, staff, { dailyRefundLimit: 100 });
    // Sydney's midnight, whatever the test clock's start: move to 23:59 there.
    const sydneyHour = (at: Date) =>
      Number(
        new Intl.DateTimeFormat('en-AU', {
          timeZone: 'Australia/Sydney',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(at),
      );
    while (sydneyHour(t.clock.now()) !== 23) t.clock.advance(60 * 60_000);
    const minutes = Number(
      new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', minute: 'numeric' }).format(
        t.clock.now(),
      ),
    );
    t.clock.advance((59 - minutes) * 60_000);
    expect((await staffRefund(staff, member, 100)).statusCode).toBe(200);
    expect((await staffRefund(staff, member, 1)).statusCode).toBe(403);
    t.clock.advance(2 * 60_000);
    expect((await staffRefund(staff, member, 100)).statusCode).toBe(200);
  });

  it('the owner’s limits on the staff form apply at once and are audited; a limit of 0 leaves every refund to the owner', async () => {
    nextDay();
    const staff = await signedInStaff(t, desk);
    await setStaffLimits(t, desk, staff, { refundLimit: '500.00', dailyRefundLimit: 1000 });
    const audit = await call(t.app, desk.owner, '/business/audit/list', {
      limit: 1,
      action: ['staff-updated'],
    });
    expect((audit.json() as { events: AuditEvent[] }).events[0]).toMatchObject({
      subject: staff.id,
      details: { refundLimit: 500, dailyRefundLimit: 1000, canSellGiftcards: true },
    });
    expect((await staffRefund(staff, member, 500)).statusCode).toBe(200);
    expect((await staffRefund(staff, member, 500.01)).statusCode).toBe(403);
    await setStaffLimits(t, desk, staff, { refundLimit: 0 });
    const refused = await staffRefund(staff, member, 0.01);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Refunds need the owner. Ask the owner to make this refund.' });
  });

  it('two refunds at once cannot pass the daily limit together', async () => {
    const staff = await signedInStaff(t, desk);
    // Two members, so the members' own locks do not line the refunds up: the staff member's must.
    const [first, second] = [await newMember(t), await newMember(t)];
    for (let round = 0; round < 5; round++) {
      nextDay();
      // $200 of the day's $300 done, then two $100 refunds at once: only one fits.
      for (const amount of [100, 100]) expect((await staffRefund(staff, first, amount)).statusCode).toBe(200);
      const answers = await Promise.all([staffRefund(staff, first, 100), staffRefund(staff, second, 100)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    }
    const rows = await t.db.select().from(refunds).where(eq(refunds.actorUserId, staff.id));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(5 * 30_000);
  });

  it('owners have no limits, and the spec’s refund payload works for them as written', async () => {
    const res = await call(t.app, desk.owner, '/business/customer/refund', {
      customerId: member.memberId,
      refundAmount: 999_999.99,
      storeId: desk.storeId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund processed successfully!',
      data: { refundAmount: 999_999.99 },
    });
  });

  it('a refused refund sent again with its Idempotency-Key is refused again, and one alert a day is raised', async () => {
    nextDay();
    const staff = await signedInStaff(t, desk);
    const key = { 'idempotency-key': randomUUID() };
    const body = { customerId: member.memberId, refundAmount: 400, ...desk.place };
    const before = (await alertsOfDesk()).length;
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, staff.token, '/staff/customer/refund', body, key);
      expect(res.statusCode).toBe(403);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    const mine = (await alertsOfDesk()).filter((a) => a.actorName === `Staff ${staff.email}`);
    expect(mine).toHaveLength(1);
    expect((await alertsOfDesk()).length).toBe(before + 1);
    expect((await refusedRefundEvents()).filter((e) => e.actorName === `Staff ${staff.email}`)).toHaveLength(
      2,
    );
  });
});

describe('selling gift cards', () => {
  it('a staff member the owner has not allowed is refused; the owner and allowed staff sell', async () => {
    const templateId = await publishTemplate(t.app, desk, { amount: 50 });
    const staff = await signedInStaff(t, desk);
    const member = await newMember(t);
    const sell = (token: string, prefix: string) =>
      call(t.app, token, `${prefix}/giftcard/sell`, {
        cartItems: [{ id: templateId }],
        customerId: member.memberId,
        ...desk.place,
      });
    const cards = async () => {
      const rows = await t.db
        .select()
        .from(memberGiftCards)
        .where(and(eq(memberGiftCards.templateId, templateId)));
      return rows.length;
    };

    await setStaffLimits(t, desk, staff, { canSellGiftcards: false });
    const refused = await sell(staff.token, '/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'You are not allowed to sell gift cards. Ask the owner to sell this gift card.',
    });
    expect(await cards()).toBe(0);
    expect(await moneyOf(member)).toEqual({ refunds: 0, entries: 0, wallet: 0 });

    expect((await sell(desk.owner, '/business')).statusCode).toBe(200);
    await setStaffLimits(t, desk, staff, { canSellGiftcards: true });
    expect((await sell(staff.token, '/staff')).statusCode).toBe(200);
    expect(await cards()).toBe(2);
  });

  it('new staff may sell gift cards, refund $100 at a time and $300 a day until the owner says otherwise', async () => {
    const res = await call(t.app, desk.owner, '/business/staff/add', {
      name: 'New Starter',
      email: `new.starter.${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { refundLimit: 100, dailyRefundLimit: 300, canSellGiftcards: true },
    });
  });
});
