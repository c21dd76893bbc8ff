import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { auditEvents, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { sendOtp, uniqueId, verifyOtp } from '../helpers/flows.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';

// The app runs on a pool whose statements give up on a lock after 300 ms, so a real lock on the
// audit table (what a non-concurrent CREATE INDEX on it takes) makes the audit insert fail.
let database: TestDatabase;
let handle: DatabaseHandle;
let t: TestApp;
let desk: Desk;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.pool.options.connectionString ?? '', { lockTimeoutMs: 300 });
  t = await createTestApp(handle.db);
  desk = await openDesk(t, handle.db);
});
afterAll(async () => {
  await t.app.close();
  await handle.close();
  await database.drop();
});

/** Runs `during` while another session holds the audit table in SHARE mode (inserts wait). */
async function withAuditTableLocked<T>(during: () => Promise<T>): Promise<T> {
  const holder = await database.pool.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table audit_events in share mode');
    return await during();
  } finally {
    await holder.query('rollback');
    holder.release();
  }
}

async function staffNamed(email: string) {
  const staff = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, desk.business.id), eq(users.email, email)));
  const events = await database.db
    .select({ subject: auditEvents.subject })
    .from(auditEvents)
    .where(and(eq(auditEvents.businessId, desk.business.id), eq(auditEvents.action, 'staff-added')));
  return { staff, recorded: events.filter((e) => staff.some((s) => s.id === e.subject)) };
}

describe('a change and its audit event', () => {
  it('commit together: when the audit write fails, the change is not made either', async () => {
    const email = `atomic.${uniqueId()}@example.com`;
    const add = () =>
      call(t.app, desk.owner, '/business/staff/add', {
        name: 'Ada Atomic',
        email,
        phoneNumber: '+61 412 345 678',
        activeStaff: true,
        chatAccess: false,
      });

    const refused = await withAuditTableLocked(add);
    expect(refused.statusCode).toBe(500);
    expect(await staffNamed(email)).toEqual({ staff: [], recorded: [] });

    const added = await add();
    expect(added.statusCode).toBe(200);
    const after = await staffNamed(email);
    expect(after.staff).toHaveLength(1);
    expect(after.recorded).toEqual([{ subject: after.staff[0]!.id }]);
  });

  it('a sign-in whose audit write fails still signs the person in', async () => {
    const email = desk.business.ownerEmail;
    t.clock.advance(60_000); // past the 30 seconds between two codes for one e-mail
    expect((await sendOtp(t.app, { userType: 'B', email })).statusCode).toBe(200);
    const code = t.delivery.lastCodeFor(email);
    const signIns = () =>
      database.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(eq(auditEvents.businessId, desk.business.id), eq(auditEvents.action, 'sign-in')));
    const before = (await signIns()).length;
    const signedIn = await withAuditTableLocked(() =>
      verifyOtp(t.app, { userType: 'B', email, otp: Number(code) }),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(await signIns()).toHaveLength(before); // the write did fail: logged, not recorded
    const token = signedIn.json().token as string;
    expect((await call(t.app, token, '/business/staff/list', { limit: 10 })).statusCode).toBe(200);
  });
});
