import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardTemplates, ledgerEntries, members, subscriptions } from '../../src/db/schema/index.js';
import { REWARD_MESSAGES } from '../../src/domain/rewards/messages.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import {
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  publishTemplate,
  sell,
  rewardAtDesk,
  type DeskRole,
  type Member,
} from '../helpers/front-desk.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

function complete(member: Member, rtId: string, billingAmount: number, as: DeskRole = 'staff') {
  return rewardAtDesk(t.app, desk, as, { customerId: member.memberId, billingAmount, rtId });
}

async function balances(member: Member) {
  const res = await call(t.app, desk.owner, '/business/customer/details', { customerId: member.memberId });
  return res.json() as { walletBalance: number; gcBalance: number; pointsBalance: number };
}

async function subscriptionOf(member: Member) {
  const [row] = await t.db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberRowId))
    .where(and(eq(members.memberId, member.memberId), eq(subscriptions.businessId, desk.business.id)));
  if (!row) throw new Error('no subscription');
  return row.sub;
}

describe('concurrent completions', () => {
  it('20 parallel completions of one approved transaction: exactly one pays', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 40);
    const rtId = await approvedRedemption(t.app, desk, member, { billingAmount: 30, wallet: 25 });

    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(member, rtId, 30)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ error: REWARD_MESSAGES.alreadyCompleted });
    }
    expect((await balances(member)).walletBalance).toBe(15);
    const redeemed = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.rewardTransactionId, rtId), eq(ledgerEntries.kind, 'Redeem')));
    expect(redeemed[0]?.n).toBe(1);
  });

  it('20 parallel approved wallet redemptions against a wallet covering 5: 5 pay, the wallet ends at 0', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 50);
    // Billing equal to the redemption: nothing is paid, so no points and no conversion add money.
    const rtIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      rtIds.push(await approvedRedemption(t.app, desk, member, { billingAmount: 10, wallet: 10 }));
    }
    const answers = await Promise.all(rtIds.map((rtId) => complete(member, rtId, 10)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json()).toEqual({ error: REWARD_MESSAGES.walletNoLongerEnough });
    }
    const sub = await subscriptionOf(member);
    expect(sub.walletBalanceCents).toBe(0);
    expect(sub.timesRedeemed).toBe(5);
  });

  it('20 parallel approved gift-card redemptions against cards covering 5: 5 pay, no card below 0', async () => {
    const member = await newMember(t);
    const template = await publishTemplate(t.app, desk, { amount: 25, validity: 1200 });
    await sell(t.app, desk, member.memberId, template);
    await sell(t.app, desk, member.memberId, template);
    const rtIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      rtIds.push(await approvedRedemption(t.app, desk, member, { billingAmount: 10, gc: 10 }));
    }
    const answers = await Promise.all(rtIds.map((rtId) => complete(member, rtId, 10, 'owner')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
    expect((await balances(member)).gcBalance).toBe(0);
  });

  it('simultaneous first purchases subscribe the member once, with one welcome bonus', async () => {
    const member = await newMember(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, desk.staff, '/staff/rewardtransaction/reward', {
          customerId: member.memberId,
          billingAmount: 1,
          ...desk.place,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const bonuses = answers.map((a) => (a.json() as { data: { bonusPoints: number } }).data.bonusPoints);
    // One answer carries welcome + first shopping; the others none.
    expect(bonuses.filter((b) => b > 0)).toHaveLength(1);
    const sub = await subscriptionOf(member);
    expect(sub.timesShopped).toBe(8);
    expect(sub.pointsBalance).toBe(8 + Math.max(...bonuses));
  });

  it('parallel sales of one template count every sale', async () => {
    const member = await newMember(t);
    const template = await publishTemplate(t.app, desk, { amount: 20, validity: null });
    await Promise.all(Array.from({ length: 10 }, () => sell(t.app, desk, member.memberId, template)));
    const [row] = await t.db.select().from(giftCardTemplates).where(eq(giftCardTemplates.id, template));
    expect(row?.soldNumber).toBe(10);
    expect((await balances(member)).gcBalance).toBe(200);
  });
});
