import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/contract.js';
import { auditEvents } from '../../src/db/schema/index.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API, device, sendOtp, signIn, uniqueId } from '../helpers/flows.js';
import { call, fundWallet, newMember, openDesk, publishTemplate, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

const BROWSER = 'Mozilla/5.0 (audit test)';

/** A call from a given address and browser, as the audit trail sees it. */
function callFrom(token: string, path: string, payload: object, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    remoteAddress,
    headers: { authorization: `Bearer ${token}`, 'user-agent': BROWSER },
    payload,
  });
}

async function trail(token: string, body: object = {}): Promise<AuditEvent[]> {
  const res = await call(t.app, token, '/business/audit/list', { limit: 100, ...body });
  expect(res.statusCode).toBe(200);
  return (res.json() as { events: AuditEvent[] }).events;
}

describe('the audit trail', () => {
  it('records sign-ins and failed code checks with the address, device and browser', async () => {
    const email = desk.business.ownerEmail;
    t.clock.advance(60_000); // past the 30 seconds between two codes for one e-mail
    expect((await sendOtp(t.app, { userType: 'B', email })).statusCode).toBe(200);
    const deviceUuid = `web-${uniqueId()}`;
    const verify = (otp: number) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/user/verifyloginotp`,
        remoteAddress: '203.0.113.7',
        headers: { 'user-agent': BROWSER },
        payload: { userType: 'B', client: 'Web', user: { email, otp, device: device({ uuid: deviceUuid }) } },
      });
    const code = Number(t.delivery.lastCodeFor(email));
    expect((await verify(code === 111111 ? 222222 : 111111)).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);

    const events = await trail(desk.owner, { action: ['sign-in', 'code-check-failed'] });
    const [signedIn, failed] = events;
    expect(signedIn).toMatchObject({
      action: 'sign-in',
      actorName: desk.business.ownerName,
      actorType: 'B',
      ipAddress: '203.0.113.7',
      deviceUuid,
      userAgent: BROWSER,
    });
    expect(failed).toMatchObject({
      action: 'code-check-failed',
      actorName: null,
      ipAddress: '203.0.113.7',
      deviceUuid,
    });
    expect(Date.parse(failed!.createdAt)).toBeLessThanOrEqual(Date.parse(signedIn!.createdAt));
  });

  it('records staff, device, plan, refund and template changes with who, where and when', async () => {
    const from = '198.51.100.20';
    const staff = await callFrom(
      desk.owner,
      '/business/staff/add',
      {
        name: 'Sam Audit',
        email: `sam.${uniqueId()}@example.com`,
        chatAccess: true,
      },
      from,
    );
    const staffId = staff.json().data.id as string;
    await callFrom(
      desk.owner,
      '/business/staff/update',
      { id: staffId, name: 'Sam Audit', email: staff.json().data.email, activeStaff: false },
      from,
    );
    const plan = (await call(t.app, desk.owner, '/business/rewardplan/details')).json().data as Record<
      string,
      { value: unknown }
    >;
    await callFrom(
      desk.owner,
      '/business/rewardplan/update',
      { ...plan, pointsPerDollarSpent: { ...plan.pointsPerDollarSpent, value: 3 } },
      from,
    );
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 7.5);
    const templateId = await publishTemplate(t.app, desk, { amount: 30 });
    await callFrom(desk.owner, '/business/giftcard/delete', { id: templateId }, from);
    // A second owner device to delete (the staff's session is left for the next test).
    t.clock.advance(60_000);
    await signIn(t.app, t.delivery, { userType: 'B', email: desk.business.ownerEmail });
    const devices = await call(t.app, desk.owner, '/business/device/list', { limit: 100 });
    type Listed = { uuid: string; userType: string; isCurrentDevice: boolean };
    const otherDevice = (devices.json().data.totalItems as Listed[]).find(
      (d) => d.userType === 'B' && !d.isCurrentDevice,
    );
    await callFrom(desk.owner, '/business/device/delete', { uuid: otherDevice!.uuid }, from);

    const events = await trail(desk.owner);
    const byAction = (action: string) => events.filter((e) => e.action === action);
    expect(byAction('staff-added')[0]).toMatchObject({
      subject: staffId,
      actorName: desk.business.ownerName,
      ipAddress: from,
      userAgent: BROWSER,
      deviceUuid: expect.any(String),
      details: { chatAccess: true, activeStaff: true },
    });
    expect(byAction('staff-updated')[0]).toMatchObject({ subject: staffId, details: { activeStaff: false } });
    expect(byAction('reward-plan-changed')[0]).toMatchObject({
      details: { pointsPerDollarSpent: 3 },
      ipAddress: from,
    });
    expect(byAction('refund')[0]).toMatchObject({
      details: { customerId: member.memberId, amountCents: 750 },
      subject: expect.any(String),
    });
    expect(byAction('gift-card-template-added')[0]).toMatchObject({
      subject: templateId,
      details: { status: 'Published' },
    });
    expect(byAction('gift-card-template-deleted')[0]).toMatchObject({ subject: templateId, ipAddress: from });
    expect(byAction('device-deleted')[0]).toMatchObject({ subject: otherDevice!.uuid, ipAddress: from });
  });

  it('is one business’s own: another owner sees none of it, staff may not read it', async () => {
    const mine = await trail(desk.owner);
    const theirs = await trail(other.owner);
    expect(mine.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((e) => e.id));
    expect(theirs.some((e) => mineIds.has(e.id))).toBe(false);
    const staff = await call(t.app, desk.staff, '/staff/audit/list', {});
    expect(staff.statusCode).toBe(404);
    const asStaffOnOwnerPath = await call(t.app, desk.staff, '/business/audit/list', {});
    expect(asStaffOnOwnerPath.statusCode).toBe(403);
  });

  it('pages newest first and cannot be rewritten', async () => {
    const first = await trail(desk.owner, { limit: 2, offset: 0 });
    const all = await trail(desk.owner);
    expect(first).toEqual(all.slice(0, 2));
    const res = await call(t.app, desk.owner, '/business/audit/list', { limit: 1 });
    expect(res.json().totalCount).toBe(all.length);
    await expect(
      t.db
        .update(auditEvents)
        .set({ ipAddress: '0.0.0.0' })
        .where(eq(auditEvents.businessId, desk.business.id)),
    ).rejects.toThrow();
  });
});
