import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  memberGiftCards,
  members,
  refunds,
  rewardTransactions,
  subscriptions,
} from '../../src/db/schema/index.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { call, fundWallet, newMember, publishTemplate, type Member } from '../helpers/front-desk.js';
import { signedInStaff } from '../helpers/staff-member.js';

const t = setUpTestApp();
const desk = setUpDesk(t);
const OWN_ACCOUNT = 'You cannot serve your own member account. Ask someone else at the business to do it.';

/** A member signing up with a back-office person's e-mail, past its 30 seconds between codes. */
function memberWithEmail(email: string): Promise<Member> {
  t.clock.advance(60_000);
  return newMember(t, email);
}

/** Everything any money operation writes for a member. */
async function recordsOf(member: Member) {
  const [row] = await t.db.select().from(members).where(eq(members.memberId, member.memberId));
  if (!row) throw new Error('member not found');
  const of = (table: typeof refunds | typeof memberGiftCards | typeof ledgerEntries) =>
    t.db.select().from(table).where(eq(table.memberRowId, row.id));
  const [subscriptionRows, refundRows, rewardRows, cardRows, entryRows] = await Promise.all([
    t.db.select().from(subscriptions).where(eq(subscriptions.memberRowId, row.id)),
    of(refunds),
    t.db
      .select({ status: rewardTransactions.status })
      .from(rewardTransactions)
      .where(eq(rewardTransactions.memberRowId, row.id)),
    of(memberGiftCards),
    of(ledgerEntries),
  ]);
  return {
    subscriptions: subscriptionRows.map((s) => [s.pointsBalance, s.walletBalanceCents]),
    refunds: refundRows.length,
    rewards: rewardRows.map((r) => r.status),
    cards: cardRows.length,
    entries: entryRows.length,
  };
}

/** Every money call, as the spec sends it, for `customerId`, by a caller under `prefix`. */
function moneyCalls(templateId: string, customerId: string) {
  return [
    ['/rewardtransaction/reward', { customerId, billingAmount: 20 }],
    ['/subscription/reward', { customerId, billingAmount: 20 }],
    ['/rewardtransaction/add', { customerId, billingAmount: 20, wallet: 1, gc: 0, storeId: desk.storeId }],
    ['/giftcard/sell', { cartItems: [{ id: templateId }], customerId, storeId: desk.storeId }],
    ['/customer/refund', { customerId, refundAmount: 10, storeId: desk.storeId }],
  ] as const;
}

describe('no one serves their own member account', () => {
  it('a staff member whose e-mail is a member’s cannot reward, redeem, sell to or refund that member', async () => {
    const templateId = await publishTemplate(t.app, desk, { amount: 30 });
    const staff = await signedInStaff(t, desk);
    // The member signed up with the same address in other letters: e-mails are compared lower-case.
    const self = await memberWithEmail(staff.email.toUpperCase());
    const before = await recordsOf(self);
    for (const [path, body] of moneyCalls(templateId, self.memberId)) {
      const res = await call(t.app, staff.token, `/staff${path}`, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toEqual({ error: OWN_ACCOUNT });
    }
    // The review's finding: $999,999.99 to their own account is refused before any limit is asked.
    const finding = await call(t.app, staff.token, '/staff/customer/refund', {
      customerId: self.memberId,
      refundAmount: 999_999.99,
      storeId: desk.storeId,
    });
    expect(finding.statusCode).toBe(403);
    expect(finding.json()).toEqual({ error: OWN_ACCOUNT });
    expect(await recordsOf(self)).toEqual(before);
    // The same staff member serves everyone else as before.
    const other = await newMember(t);
    await fundWallet(t.app, desk, other.memberId, 5);
    for (const [path, body] of moneyCalls(templateId, other.memberId)) {
      expect((await call(t.app, staff.token, `/staff${path}`, body)).statusCode, path).toBe(200);
    }
  });

  it('nor complete a redemption someone else started for them, approved in their own member app', async () => {
    const staff = await signedInStaff(t, desk);
    const self = await memberWithEmail(staff.email);
    await fundWallet(t.app, desk, self.memberId, 50);
    const added = await call(t.app, desk.owner, '/business/rewardtransaction/add', {
      customerId: self.memberId,
      billingAmount: 60,
      wallet: 50,
      gc: 0,
      ...desk.place,
    });
    const { rtId } = added.json() as { rtId: string };
    expect((await call(t.app, self.token, '/customer/rewardtransaction/approve', { rtId })).statusCode).toBe(
      200,
    );
    const before = await recordsOf(self);
    const completion = await call(t.app, staff.token, '/staff/rewardtransaction/reward', {
      customerId: self.memberId,
      billingAmount: 60,
      rtId,
      ...desk.place,
    });
    expect(completion.statusCode).toBe(403);
    expect(completion.json()).toEqual({ error: OWN_ACCOUNT });
    expect(await recordsOf(self)).toEqual(before);
    expect(before.rewards).toEqual(['CUSTOMER_APPROVED']);
  });

  it('the owner neither, with the spec’s own payloads', async () => {
    const templateId = await publishTemplate(t.app, desk, { amount: 40 });
    const self = await memberWithEmail(desk.business.ownerEmail);
    for (const [path, body] of moneyCalls(templateId, self.memberId)) {
      const res = await call(t.app, desk.owner, `/business${path}`, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toEqual({ error: OWN_ACCOUNT });
    }
    expect(await recordsOf(self)).toEqual({
      subscriptions: [],
      refunds: 0,
      rewards: [],
      cards: 0,
      entries: 0,
    });
    // A staff member serves the owner as any other member.
    const res = await call(t.app, desk.staff, '/staff/rewardtransaction/reward', {
      customerId: self.memberId,
      billingAmount: 20,
    });
    expect(res.statusCode).toBe(200);
  });
});
