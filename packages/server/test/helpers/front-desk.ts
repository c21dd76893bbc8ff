import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MemberSubscription, RewardOutcome } from '../../src/contract.js';
import type { Database } from '../../src/db/client.js';
import { stores } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { addStaff, API, registerBusiness, signIn, uniqueId, type RegisteredBusiness } from './flows.js';

/** A business ready for the front desk: owner and staff signed in, a store and a counter. */
export interface Desk {
  business: RegisteredBusiness;
  owner: string;
  staff: string;
  storeId: string;
  counter: string;
  /** storeId and counter, as every money call sends them. */
  place: { storeId: string; counter: string };
}

export async function openDesk(t: TestApp, db: Database): Promise<Desk> {
  const business = await registerBusiness(t.app, db);
  const owner = await signIn(t.app, t.delivery, { userType: 'B', email: business.ownerEmail });
  const staffUser = await addStaff(db, business.id);
  const staff = await signIn(t.app, t.delivery, {
    userType: 'S',
    email: staffUser.email,
    handle: business.handle,
  });
  const [store] = await db.select().from(stores).where(eq(stores.businessId, business.id));
  if (!store) throw new Error('registered business has no store');
  const counter = store.counters[0] ?? '';
  return { business, owner, staff, storeId: store.id, counter, place: { storeId: store.id, counter } };
}

export interface Member {
  token: string;
  /** The memberId code (customerId on the wire). */
  memberId: string;
  username: string;
  email: string;
}

/** Signs a member in (userType C); the first sign-in creates them. */
export async function newMember(t: TestApp, email = `member.${uniqueId()}@example.com`): Promise<Member> {
  const sent = await t.app.inject({
    method: 'POST',
    url: `${API}/user/loginotp`,
    payload: { userType: 'C', user: { email } },
  });
  if (sent.statusCode !== 200) throw new Error(`member send failed: ${sent.statusCode} ${sent.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/user/verifyloginotp`,
    payload: { userType: 'C', client: 'Web', user: { email, otp: Number(t.delivery.lastCodeFor(email)) } },
  });
  if (res.statusCode !== 200) throw new Error(`member verify failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; data: { memberId: string; username: string } };
  return { token: body.token, memberId: body.data.memberId, username: body.data.username, email };
}

/** POST (or GET without payload) to an API path with a bearer token and optional headers. */
export function call(
  app: FastifyInstance,
  token: string,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Puts money in a member's wallet at the desk's business (a refund is the wallet's only credit). */
export async function fundWallet(app: FastifyInstance, desk: Desk, memberId: string, amount: number) {
  const res = await call(app, desk.owner, '/business/customer/refund', {
    customerId: memberId,
    refundAmount: amount,
    ...desk.place,
  });
  if (res.statusCode !== 200) throw new Error(`refund failed: ${res.statusCode} ${res.body}`);
}

/**
 * The member accepts the business in their app (docs/domain.md, "Consent"): it may then see their
 * e-mail and chat with them.
 */
export async function acceptBusiness(app: FastifyInstance, member: Member, businessId: string) {
  const res = await call(app, member.token, '/customer/businesses/accept', { businessId });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
}

/** Adds and publishes a gift card template; returns its id. */
export async function publishTemplate(
  app: FastifyInstance,
  desk: Desk,
  fields: { amount: number; discount?: number | null; validity?: number | null },
): Promise<string> {
  const res = await call(app, desk.owner, '/business/giftcard/addandpublish', {
    amount: fields.amount,
    discount: fields.discount === undefined ? 10 : fields.discount,
    validity: fields.validity === undefined ? null : fields.validity,
    termsOfUse: { useInStore: true, useOnline: true },
  });
  if (res.statusCode !== 200) throw new Error(`addandpublish failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

export async function sell(app: FastifyInstance, desk: Desk, memberId: string, templateId: string) {
  const res = await call(app, desk.owner, '/business/giftcard/sell', {
    cartItems: [{ id: templateId }],
    customerId: memberId,
    ...desk.place,
  });
  if (res.statusCode !== 200) throw new Error(`sell failed: ${res.statusCode} ${res.body}`);
  return res.json() as { data: { giftCardId: string; gcBalance: number } };
}

/** Who calls at a desk: its staff under /staff, its owner under /business. */
export type DeskRole = 'staff' | 'owner';

function signedIn(desk: Desk, role: DeskRole): { token: string; prefix: string } {
  return role === 'staff'
    ? { token: desk.staff, prefix: '/staff' }
    : { token: desk.owner, prefix: '/business' };
}

/**
 * POST …/rewardtransaction/reward at the desk's store and counter: a plain reward, or with rtId
 * the completion of a redemption. The answer is returned whatever its status.
 */
export function rewardAtDesk(
  app: FastifyInstance,
  desk: Desk,
  role: DeskRole,
  body: { customerId: string; billingAmount: number | string; rtId?: string },
): Promise<LightMyRequestResponse> {
  const { token, prefix } = signedIn(desk, role);
  return call(app, token, `${prefix}/rewardtransaction/reward`, { ...body, ...desk.place });
}

/** POST …/rewardtransaction/add at the desk's store and counter: a redemption for the member to answer. */
export function addRedemption(
  app: FastifyInstance,
  desk: Desk,
  role: DeskRole,
  body: {
    customerId: string;
    billingAmount: number | string;
    wallet?: number | string;
    gc?: number | string;
  },
): Promise<LightMyRequestResponse> {
  const { token, prefix } = signedIn(desk, role);
  return call(app, token, `${prefix}/rewardtransaction/add`, { ...body, ...desk.place });
}

/** add → member approves: the rtId of an approved redemption. */
export async function approvedRedemption(
  app: FastifyInstance,
  desk: Desk,
  member: Member,
  amounts: { billingAmount: number; wallet?: number; gc?: number },
): Promise<string> {
  const added = await addRedemption(app, desk, 'staff', { customerId: member.memberId, ...amounts });
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.statusCode} ${added.body}`);
  const { rtId } = added.json() as { rtId: string };
  const approved = await call(app, member.token, '/customer/rewardtransaction/approve', { rtId });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  return rtId;
}

/** A plain reward by the desk's staff (a completed purchase); anything but 200 fails the test. */
export async function buyAtDesk(
  app: FastifyInstance,
  desk: Desk,
  member: Member,
  billingAmount: number,
): Promise<RewardOutcome> {
  const res = await rewardAtDesk(app, desk, 'staff', { customerId: member.memberId, billingAmount });
  if (res.statusCode !== 200) throw new Error(`reward failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: RewardOutcome }).data;
}

/** The desk's owner returns `amount` of a purchase; the answer is returned whatever its status. */
export function returnAtDesk(app: FastifyInstance, desk: Desk, rtId: string, amount: number) {
  return call(app, desk.owner, '/business/rewardtransaction/return', { rtId, amount, ...desk.place });
}

/** The member's balances at the desk's business, as their app reads them (undefined: not subscribed). */
export async function inMemberAppAt(
  app: FastifyInstance,
  desk: Desk,
  member: Member,
): Promise<MemberSubscription | undefined> {
  const res = await call(app, member.token, '/customer/subscriptions');
  if (res.statusCode !== 200) throw new Error(`subscriptions failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { subscriptions: MemberSubscription[] };
  return body.subscriptions.find((s) => s.businessId === desk.business.id);
}
