import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUSTRALIA_MESSAGES, STAFF_MESSAGES as FORM_MESSAGES, type StaffMember } from '../../src/contract.js';
import { users } from '../../src/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import { STAFF_MESSAGES } from '../../src/endpoints/back-office/staff/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { sendOtp, signIn, uniqueId, verifyOtp } from '../helpers/flows.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

/** The Add Staff form's payload (docs/product/management.md §7). */
const staffForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Riley Brooks',
  email: `riley.${uniqueId()}@example.com`,
  phoneNumber: '+61 412 345 678',
  activeStaff: true,
  chatAccess: false,
  ...overrides,
});

async function add(d: Desk, body: object): Promise<StaffMember> {
  const res = await call(t.app, d.owner, '/business/staff/add', body);
  if (res.statusCode !== 200) throw new Error(`staff add failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: StaffMember }).data;
}

async function peopleIn(businessId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.businessId, businessId));
  return row?.n ?? 0;
}

const staffSignIn = (d: Desk, email: string) =>
  signIn(t.app, t.delivery, { userType: 'S', email, handle: d.business.handle });

/** A sign-in with the code they were sent: an inactive staff member's is refused with 403 and the reason. */
async function inactiveSignIn(email: string) {
  const who = { userType: 'S' as const, email, handle: desk.business.handle };
  expect((await sendOtp(t.app, who)).statusCode).toBe(200);
  const res = await verifyOtp(t.app, { ...who, otp: t.delivery.lastCodeFor(email) });
  expect(res.statusCode).toBe(403);
  return res;
}

/** Something only a live staff session may read. */
const liveCall = (token: string) => call(t.app, token, '/staff/store/list', {});

describe('POST /business/staff/add', () => {
  it('adds a staff member (+61 phone normalised, chat access kept) who can then sign in with the handle', async () => {
    const form = staffForm({ email: `New.Person.${uniqueId()}@Example.com`, chatAccess: true });
    const res = await call(t.app, desk.owner, '/business/staff/add', form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: STAFF_MESSAGES.added,
      data: {
        id: expect.any(String),
        name: 'Riley Brooks',
        email: form.email.toLowerCase(),
        phoneNumber: '0412345678',
        isActive: true,
        activeStaff: true,
        chatAccess: true,
        refundLimit: 100,
        dailyRefundLimit: 300,
        canSellGiftcards: true,
      },
    });
    const token = await staffSignIn(desk, form.email);
    expect((await liveCall(token)).statusCode).toBe(200);
  });

  it('defaults to active without chat access, as the form does', async () => {
    const member = await add(desk, { name: 'Defaults', email: `defaults.${uniqueId()}@example.com` });
    expect(member).toMatchObject({
      isActive: true,
      activeStaff: true,
      chatAccess: false,
      phoneNumber: '',
      refundLimit: 100,
      dailyRefundLimit: 300,
      canSellGiftcards: true,
    });
  });

  it.each([
    [{ name: '' }, FORM_MESSAGES.name],
    [{ name: undefined }, FORM_MESSAGES.name],
    [{ email: '' }, 'Email is required'],
    [{ email: 'riley@' }, 'Please enter a valid email address'],
    [{ phoneNumber: '555' }, AUSTRALIA_MESSAGES.phone],
    [{ activeStaff: 'yes' }, 'Active must be true or false'],
  ])('refuses %j with 400 and the form message, adding no one', async (overrides, message) => {
    const before = await peopleIn(desk.business.id);
    const res = await call(t.app, desk.owner, '/business/staff/add', staffForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await peopleIn(desk.business.id)).toBe(before);
  });

  it("answers 409 for an e-mail already in the business (any case, the owner's included); another business may use it", async () => {
    const email = `dup.${uniqueId()}@example.com`;
    await add(desk, staffForm({ email }));
    const before = await peopleIn(desk.business.id);
    for (const taken of [email.toUpperCase(), desk.business.ownerEmail]) {
      const res = await call(t.app, desk.owner, '/business/staff/add', staffForm({ email: taken }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: STAFF_MESSAGES.emailTaken });
    }
    expect(await peopleIn(desk.business.id)).toBe(before);
    expect((await add(other, staffForm({ email }))).email).toBe(email);
  });

  it('gives one of two simultaneous adds of an e-mail a 409, never a 500', async () => {
    const email = `race.${uniqueId()}@example.com`;
    const results = await Promise.all([
      call(t.app, desk.owner, '/business/staff/add', staffForm({ email })),
      call(t.app, desk.owner, '/business/staff/add', staffForm({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /business/staff/list', () => {
  it('lists the business’s staff by name, active and inactive, never the owner or another business', async () => {
    const d = await openDesk(t, t.db);
    await add(d, staffForm({ name: 'bea', activeStaff: false }));
    await add(d, staffForm({ name: 'Abe', chatAccess: true }));
    const res = await call(t.app, d.owner, '/business/staff/list', { offset: 0, limit: 10 });
    expect(res.statusCode).toBe(200);
    const { totalItems, totalCount } = (
      res.json() as { data: { totalItems: StaffMember[]; totalCount: number } }
    ).data;
    expect(totalCount).toBe(3);
    expect(totalItems.map((s) => [s.name, s.isActive, s.chatAccess])).toEqual([
      ['Abe', true, true],
      ['bea', false, false],
      [expect.stringMatching(/^Staff /), true, false],
    ]);
    const page = (await call(t.app, d.owner, '/business/staff/list', { offset: 1, limit: 1 })).json();
    expect(page.data.totalItems.map((s: StaffMember) => s.name)).toEqual(['bea']);
    expect(page.data.totalCount).toBe(3);
  });
});

describe('POST /business/staff/update', () => {
  it('changes name, e-mail, phone and chat access; flags left out stay', async () => {
    const member = await add(desk, staffForm({ chatAccess: true }));
    const email = `renamed.${uniqueId()}@example.com`;
    const res = await call(t.app, desk.owner, '/business/staff/update', {
      id: member.id,
      name: 'Riley B.',
      email,
      phoneNumber: '0299998888',
      chatAccess: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: STAFF_MESSAGES.emailChanged,
      data: { ...member, name: 'Riley B.', email, phoneNumber: '0299998888', chatAccess: false },
    });
    const kept = await call(t.app, desk.owner, '/business/staff/update', {
      id: member.id,
      name: 'Riley',
      email,
    });
    expect(kept.json().data).toMatchObject({ phoneNumber: '0299998888', chatAccess: false, isActive: true });
  });

  it("answers 404 for another business's staff, the owner and unknown ids, changing nothing", async () => {
    const [theirs] = await t.db.select().from(users).where(eq(users.businessId, other.business.id));
    const [owner] = await t.db.select().from(users).where(eq(users.email, desk.business.ownerEmail));
    for (const id of [theirs?.id, owner?.id, 'nobody', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(
        t.app,
        desk.owner,
        '/business/staff/update',
        staffForm({ id, name: 'Taken over' }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: STAFF_MESSAGES.notFound });
    }
    const [after] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, theirs?.id ?? ''));
    expect(after?.name).toBe(theirs?.name);
  });

  it('refuses a taken e-mail with 409 and bad input with 400, changing nothing', async () => {
    const first = await add(desk, staffForm());
    const second = await add(desk, staffForm());
    const taken = await call(t.app, desk.owner, '/business/staff/update', { ...second, email: first.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: STAFF_MESSAGES.emailTaken });
    const blank = await call(t.app, desk.owner, '/business/staff/update', { ...second, name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: FORM_MESSAGES.name });
    const noId = await call(t.app, desk.owner, '/business/staff/update', { ...second, id: '' });
    expect(noId.json()).toEqual({ error: FORM_MESSAGES.staffId });
    const [row] = await t.db.select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ name: second.name, email: second.email });
  });

  it('deactivating ends their open session at once and refuses their sign-in; reactivating needs a new sign-in', async () => {
    const member = await add(desk, staffForm());
    const token = await staffSignIn(desk, member.email);
    expect((await liveCall(token)).statusCode).toBe(200);

    const res = await call(t.app, desk.owner, '/business/staff/update', { ...member, activeStaff: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.deactivated, data: { isActive: false } });

    const refused = await liveCall(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.inactiveStaff });
    t.clock.advance(31_000);
    expect((await inactiveSignIn(member.email)).json()).toEqual({ error: AUTH_MESSAGES.inactiveStaff });

    await call(t.app, desk.owner, '/business/staff/update', { ...member, activeStaff: true });
    const stale = await liveCall(token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired });
    t.clock.advance(31_000);
    expect((await liveCall(await staffSignIn(desk, member.email))).statusCode).toBe(200);
  });

  it('a staff member added inactive cannot sign in', async () => {
    const member = await add(desk, staffForm({ activeStaff: false }));
    expect((await inactiveSignIn(member.email)).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('staff get 403 on every staff management call, and nothing changes', async () => {
    const before = await peopleIn(desk.business.id);
    const [self] = await t.db.select().from(users).where(eq(users.businessId, desk.business.id)).limit(1);
    for (const [path, body] of [
      ['/business/staff/add', staffForm()],
      ['/business/staff/update', staffForm({ id: self?.id })],
      ['/business/staff/list', {}],
    ] as const) {
      const res = await call(t.app, desk.staff, path, body);
      expect(res.statusCode, path).toBe(403);
    }
    expect(await peopleIn(desk.business.id)).toBe(before);
  });
});
