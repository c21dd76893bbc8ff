import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../src/contract.js';
import { servedPaths, type Endpoint, type Role } from '../../src/contract.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { addStaff, API, registerBusiness, signIn } from '../helpers/flows.js';
import { call, fundWallet, newMember, openDesk, publishTemplate } from '../helpers/front-desk.js';

/**
 * The authorisation matrix, generated from the contract: every served path of every endpoint,
 * called by each kind of caller, against what the endpoint's access level says. A call is
 * "admitted" when the answer is anything but 401 or 403 (a 400 for the empty body still means the
 * caller got past the authentication hook); a 5xx fails the cell outright.
 */
const t = setUpTestApp();

const CALLERS = ['anonymous', 'owner A', 'staff A chat', 'staff A', 'owner B', 'member'] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = 'admitted' | 401 | 403;

/** Endpoints with a rule beyond their access level: staff need chat access for these. */
const CHAT_ONLY: readonly Endpoint[] = [contract.hasNewMessage];
/** Called last: they end the caller's session. */
const ENDS_SESSION: readonly Endpoint[] = [contract.logout, contract.memberLogout];

const exported: unknown[] = Object.values(contract);
const endpoints = exported
  .filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'access' in value && 'request' in value,
  )
  .sort((a, b) => Number(ENDS_SESSION.includes(a)) - Number(ENDS_SESSION.includes(b)));

const BACK_OFFICE_ROLE: Record<Caller, Role | 'anonymous'> = {
  anonymous: 'anonymous',
  'owner A': 'owner',
  'staff A chat': 'staff',
  'staff A': 'staff',
  'owner B': 'owner',
  member: 'member',
};

/** What the contract says a caller gets at a path served for `role` (undefined: public). */
function expected(endpoint: Endpoint, role: Role | undefined, caller: Caller): Outcome {
  if (role === undefined) return 'admitted';
  if (caller === 'anonymous') return 401;
  if (BACK_OFFICE_ROLE[caller] !== role) return 403;
  if (caller === 'staff A' && CHAT_ONLY.includes(endpoint)) return 403;
  return 'admitted';
}

let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let businessAId: string;
let handleA: string;
/** Signs every caller in afresh (a logout path ends the sessions it admits). */
let signInAll: () => Promise<void>;

beforeAll(async () => {
  const deskA = await openDesk(t, t.db);
  businessAId = deskA.business.id;
  handleA = deskA.business.handle;
  // Records of A's for owner B's answers to leak, if any did: money, a template, an offer.
  const subscriber = await newMember(t);
  await fundWallet(t.app, deskA, subscriber.memberId, 12);
  // A staff refund past the limits raises an alert of A's (domain/staff-limits, domain/alerts).
  await call(t.app, deskA.staff, '/staff/customer/refund', {
    customerId: subscriber.memberId,
    refundAmount: 500,
    ...deskA.place,
  });
  await publishTemplate(t.app, deskA, { amount: 30 });
  await call(t.app, deskA.owner, '/business/offer/add', {
    title: 'A only',
    description: 'Seen by business A alone',
    expiryDate: '2099-12-31',
  });
  const chatStaff = await addStaff(t.db, deskA.business.id, { chatAccess: true });
  const plainStaff = await addStaff(t.db, deskA.business.id);
  const businessB = await registerBusiness(t.app, t.db);
  const memberEmail = (await newMember(t)).email;
  const staff = (email: string) =>
    signIn(t.app, t.delivery, { userType: 'S', email, handle: deskA.business.handle });
  signInAll = async () => {
    t.clock.advance(60_000); // past the 30 seconds between two codes for one e-mail
    tokens = {
      'owner A': await signIn(t.app, t.delivery, { userType: 'B', email: deskA.business.ownerEmail }),
      'staff A': await staff(plainStaff.email),
      'staff A chat': await staff(chatStaff.email),
      'owner B': await signIn(t.app, t.delivery, { userType: 'B', email: businessB.ownerEmail }),
      member: (await newMember(t, memberEmail)).token,
    };
  };
  await signInAll();
});

/** Every id of every record of business A, and its handle: none may reach owner B. */
async function recordsOfA(): Promise<string[]> {
  const { rows } = await t.db.execute<{ id: string }>(sql`
    select id::text from stores where business_id = ${businessAId}
    union all select id::text from users where business_id = ${businessAId}
    union all select uuid from devices where business_id = ${businessAId}
    union all select id::text from gift_card_templates where business_id = ${businessAId}
    union all select id::text from offers where business_id = ${businessAId}
    union all select id::text from subscriptions where business_id = ${businessAId}
    union all select id::text from refunds where business_id = ${businessAId}
    union all select id::text from reward_transactions where business_id = ${businessAId}
    union all select id::text from member_gift_cards where business_id = ${businessAId}
    union all select id::text from alerts where business_id = ${businessAId}
    union all select ${businessAId}`);
  return [...rows.map((row) => row.id), handleA];
}

describe('authorisation matrix (every endpoint × every kind of caller)', () => {
  it('answers every call as the contract’s access levels say', async () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    let cells = 0;
    for (const endpoint of endpoints) {
      for (const { role, path } of servedPaths(endpoint)) {
        if (ENDS_SESSION.includes(endpoint)) await signInAll();
        const marks: string[] = [];
        for (const caller of CALLERS) {
          const res = await t.app.inject({
            method: endpoint.method,
            url: `${API}${path}`,
            headers: caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` },
            ...(endpoint.method === 'POST' ? { payload: {} } : {}),
          });
          const got: Outcome | number =
            res.statusCode === 401 || res.statusCode === 403
              ? res.statusCode
              : res.statusCode >= 500
                ? res.statusCode
                : 'admitted';
          const want = expected(endpoint, role, caller);
          cells++;
          if (got !== want) wrong.push(`${endpoint.method} ${path} as ${caller}: ${got}, expected ${want}`);
          marks.push(`${got === want ? '✓' : '✗'} ${String(got)}`.padEnd(12));
        }
        rows.push(`${`${endpoint.method} ${path}`.padEnd(52)} ${marks.join(' ')}`);
      }
    }
    const header = `${'endpoint'.padEnd(52)} ${CALLERS.map((c) => c.padEnd(12)).join(' ')}`;
    const score = `${cells - wrong.length}/${cells} as expected (${(((cells - wrong.length) / cells) * 100).toFixed(1)} %)`;
    console.log([header, ...rows, score].join('\n'));
    expect(wrong).toEqual([]);
    expect(cells).toBeGreaterThan(500);
  });

  it('never shows owner B anything of business A, on any path owner B may call', async () => {
    const secrets = await recordsOfA();
    expect(secrets.length).toBeGreaterThan(8);
    let answers = 0;
    for (const endpoint of endpoints.filter((e) => !ENDS_SESSION.includes(e))) {
      for (const { role, path } of servedPaths(endpoint)) {
        if (expected(endpoint, role, 'owner B') !== 'admitted') continue;
        const res = await t.app.inject({
          method: endpoint.method,
          url: `${API}${path}`,
          headers: { authorization: `Bearer ${tokens['owner B']}` },
          ...(endpoint.method === 'POST' ? { payload: {} } : {}),
        });
        answers++;
        const leaked = secrets.filter((secret) => res.body.includes(secret));
        expect(leaked, `${endpoint.method} ${path}`).toEqual([]);
      }
    }
    expect(answers).toBeGreaterThan(40);
  });

  it("lets a member change only their own subscriptions: business A's subscriber keeps their consent", async () => {
    const stranger = await newMember(t); // the matrix's own member was signed out by its last paths
    for (const action of ['accept', 'leave', 'block']) {
      const res = await call(t.app, stranger.token, `/customer/businesses/${action}`, {
        businessId: businessAId,
      });
      expect(res.statusCode, action).toBe(404);
    }
    const { rows } = await t.db.execute<{ consent: string }>(
      sql`select consent from subscriptions where business_id = ${businessAId}`,
    );
    expect(rows).toEqual([{ consent: 'Invited' }]);
  });
});
