import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/contract.js';
import { users } from '../../src/db/schema/index.js';
import { endOfDay } from '../../src/domain/places/business-time-zone.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { fundWallet, newMember, openDesk, call, type Desk, type Member } from '../helpers/front-desk.js';

/**
 * The /audit screen's server side: POST /business/audit/list narrowed by person, kind and days
 * (days where the business is: the test business's primary store is in NSW), and the same
 * filters on POST /business/audit/export's CSV.
 */
const t = setUpTestApp();
const TIME_ZONE = 'Australia/Sydney';
const HOUR = 3_600_000;

let desk: Desk;
let other: Desk;
let member: Member;
let ownerId: string;
let staffId: string;
/** A calendar day in Sydney two days after the test began, and the instant it starts there. */
let day: string;
let dayStart: number;

const sydneyDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
const nextDay = (iso: string) => sydneyDay(endOfDay(iso, TIME_ZONE).getTime() + HOUR);

async function userId(businessId: string, role: 'B' | 'S'): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.role, role)));
  if (!row) throw new Error(`no ${role} user`);
  return row.id;
}

/** Moves the clock to `at` (it only goes forward) and refunds there, so a 'refund' event is written at `at`. */
async function refundAt(at: number, amount: number) {
  t.clock.advance(at - t.clock.now().getTime());
  await fundWallet(t.app, desk, member.memberId, amount);
}

function list(token: string, body: object) {
  return call(t.app, token, '/business/audit/list', { limit: 100, ...body });
}

async function events(token: string, body: object): Promise<AuditEvent[]> {
  const res = await list(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { events: AuditEvent[] }).events;
}

function exportCsv(token: string, body: object) {
  return call(t.app, token, '/business/audit/export', body);
}

const lines = (csv: string) => csv.trimEnd().split('\n');

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
  member = await newMember(t);
  [ownerId, staffId] = await Promise.all([userId(desk.business.id, 'B'), userId(desk.business.id, 'S')]);
  day = sydneyDay(t.clock.now().getTime() + 48 * HOUR);
  dayStart = endOfDay(sydneyDay(t.clock.now().getTime() + 24 * HOUR), TIME_ZONE).getTime() + 1;
  // Half an hour into the day where the shop is (the UTC day before), late that evening, and
  // half an hour into the next day.
  await refundAt(dayStart + HOUR / 2, 1.11);
  await refundAt(dayStart + 23.5 * HOUR, 2.22);
  await refundAt(dayStart + 24.5 * HOUR, 3.33);
});

describe('the audit trail, filtered', () => {
  it('narrows to one person: the owner, or a staff member', async () => {
    const owners = await events(desk.owner, { actorUserId: ownerId });
    expect(owners.length).toBeGreaterThanOrEqual(4);
    expect(owners.every((e) => e.actorName === desk.business.ownerName && e.actorType === 'B')).toBe(true);
    const staff = await events(desk.owner, { actorUserId: staffId });
    expect(staff.map((e) => e.action)).toEqual(['sign-in']);
    expect(staff[0]?.actorType).toBe('S');
  });

  it('narrows to kinds and to whole days where the business is, both days included', async () => {
    const amounts = async (body: object) =>
      (await events(desk.owner, { action: ['refund'], ...body })).map((e) => e.details.amountCents);
    expect(await amounts({ from: day, to: day })).toEqual([222, 111]);
    expect(await amounts({ from: nextDay(day) })).toEqual([333]);
    expect(await amounts({ from: day })).toEqual([333, 222, 111]);
    expect(await amounts({ to: day })).toEqual([222, 111]);
    expect(await events(desk.owner, { action: ['staff-added'], from: day })).toEqual([]);
  });

  it("counts a span back from the shop's today, not UTC's", async () => {
    // The clock stands at 00:30 on the day after `day` in Sydney: 13:30 the day before in UTC.
    expect(sydneyDay(t.clock.now().getTime())).toBe(nextDay(day));
    expect(t.clock.now().toISOString().slice(0, 10)).toBe(day);
    const amounts = async (span: string) =>
      (await events(desk.owner, { action: ['refund'], span })).map((e) => e.details.amountCents);
    expect(await amounts('today')).toEqual([333]);
    expect(await amounts('yesterday')).toEqual([222, 111]);
    expect(await amounts('last7')).toEqual([333, 222, 111]);
    const csv = await exportCsv(desk.owner, { action: ['refund'], span: 'today' });
    expect(lines(csv.body)).toHaveLength(2);
  });

  it('counts what passes the filters and pages through it', async () => {
    const filters = { action: ['refund', 'sign-in'], from: day };
    const first = await list(desk.owner, { ...filters, limit: 2 });
    expect(first.json()).toMatchObject({ totalCount: 3 });
    const second = await events(desk.owner, { ...filters, limit: 2, offset: 2 });
    expect(second.map((e) => e.details.amountCents)).toEqual([111]);
  });

  it('names the device a call came from while it is registered', async () => {
    const [latest] = await events(desk.owner, { action: ['refund'] });
    expect(latest?.deviceUuid).toEqual(expect.any(String));
    expect(latest?.deviceName).toEqual(expect.any(String));
  });
});

describe('the audit export', () => {
  it('streams the events that pass the same filters, in words, with dates where the business is', async () => {
    const res = await exportCsv(desk.owner, { action: ['refund'], from: day, to: day, actorUserId: ownerId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const [header, late, early, ...rest] = lines(res.body);
    expect(header).toBe('Date,Person,Person Type,Kind,Details,About,IP Address,Device,Browser');
    expect(rest).toEqual([]);
    // ISO 8601 with the business's offset (Sydney: +11:00 in summer, +10:00 in winter).
    const offset = '[+]1[01]:00';
    expect(early).toMatch(
      new RegExp(
        `^${day}T00:30:00${offset},${desk.business.ownerName},Owner,Refund,Amount: \\$1\\.11,Member ${member.memberId},127\\.0\\.0\\.1,`,
      ),
    );
    expect(late).toMatch(new RegExp(`^${day}T23:30:00${offset},.*Amount: \\$2\\.22`));
  });

  it('without filters, streams every event of the business', async () => {
    const all = await list(desk.owner, {});
    const res = await exportCsv(desk.owner, {});
    expect(lines(res.body)).toHaveLength(1 + (all.json() as { totalCount: number }).totalCount);
  });
});

describe('one business’s trail only, and clear refusals', () => {
  it('never shows another business its events, even when it names their people', async () => {
    expect(await events(other.owner, { actorUserId: ownerId })).toEqual([]);
    const theirs = await exportCsv(other.owner, {});
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(desk.business.ownerName);
    expect(theirs.body).not.toContain(member.memberId);
    expect(lines((await exportCsv(other.owner, { actorUserId: ownerId })).body)).toHaveLength(1);
  });

  it('lets no staff member read or export it', async () => {
    expect((await exportCsv(desk.staff, {})).statusCode).toBe(403);
    expect((await call(t.app, desk.staff, '/staff/audit/export', {})).statusCode).toBe(404);
  });

  it.each([
    [{ from: '2026-02-30' }, 'From date must be a date as YYYY-MM-DD'],
    [{ to: '24/11/2026' }, 'To date must be a date as YYYY-MM-DD'],
    [{ from: '2026-11-25', to: '2026-11-24' }, 'From date must be on or before To date'],
    [{ span: 'today', from: '2026-11-24' }, 'Choose a span or From and To dates, not both'],
    [{ span: 'fortnight' }, undefined],
    [{ actorUserId: 'someone' }, 'Person must be the id of the owner or a staff member'],
    [{ action: ['shoplifting'] }, undefined],
  ])('refuses %j with 400 and a clear text, on the list and the export alike', async (filters, text) => {
    for (const res of [await list(desk.owner, filters), await exportCsv(desk.owner, filters)]) {
      expect(res.statusCode).toBe(400);
      const { error } = res.json() as { error: string };
      if (text) expect(error).toBe(text);
      else expect(error).toEqual(expect.any(String));
    }
  });
});
