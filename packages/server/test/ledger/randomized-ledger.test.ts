import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REWARD_PLAN_DEFAULTS, ledgerEntries, rewardPlans, users } from '../../src/db/schema/index.js';
import { expirePoints, lotExpiresAt, lotMonthOf } from '../../src/domain/ledger/points-expiry.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { SESSION_IDLE_MS } from '../../src/domain/sign-in/limits.js';
import { signIn } from '../helpers/flows.js';
import { call, newMember, publishTemplate, type Member } from '../helpers/front-desk.js';

/**
 * 10,000 random money operations (plain rewards, refunds, gift-card sells, returns of purchases, redemption requests,
 * the member's answers, completions clicked up to three times at once, withdrawals), 16 tasks at
 * a time over the pool's connections, while the clock jumps so day cards and requests expire, and
 * over 75 days so points expire (the plan's expiry is 1 month) by two housekeeping runs at once
 * beside the operations; everyone signs in again every 6 days, as sessions end after 7 idle.
 * Then the ledger's promises checked against the database: every balance equals the sum of its
 * entries (and the running balanceAfter), nothing is negative, no reward transaction paid twice,
 * and each member's balances equal what an independent model computes from the operations that
 * succeeded. LEDGER_SEED and LEDGER_OPERATIONS reproduce or enlarge a run.
 */
const SEED = Number(process.env.LEDGER_SEED ?? 20_261_121);
const OPERATIONS = Number(process.env.LEDGER_OPERATIONS ?? 10_000);
const TASKS_PER_BATCH = 16;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Long enough that the lot of the starting month ends (at the end of the next month). */
const TIME_SPAN = 75 * DAY;
// Inside the 7-day idle window: a member the random draws leave alone for a week would be signed out.
const SIGN_IN_AGAIN = SESSION_IDLE_MS - DAY;
const EXPIRY_MONTHS = 1;
const SYDNEY = 'Australia/Sydney';
const plan = REWARD_PLAN_DEFAULTS;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Model {
  member: Member;
  /** Shops only in the first days: busy members convert their points long before they expire. */
  quiet: boolean;
  subscribed: boolean;
  rewarded: boolean;
  earnedPoints: number;
  refundCents: number;
  soldFaceCents: number;
  walletRedeemedCents: number;
  giftCardRedeemedCents: number;
  /** Completed purchases and how much of each has been returned. */
  purchases: { rtId: string; billingCents: number; returnedCents: number }[];
  /** What returns gave back: to the wallet (an expired card's share included), to cards; points taken. */
  returnedToWalletCents: number;
  returnedToCardsCents: number;
  pointsReversed: number;
}

const t = setUpTestApp();
const desk = setUpDesk(t);
let models: Model[];
let templates: string[];
const rand = prng(SEED);
/** operations: every money call (balance look-ups excluded); the rest break them down. */
const stats = {
  operations: 0,
  plainRewards: 0,
  refunds: 0,
  sells: 0,
  requests: 0,
  completions: 0,
  paid: 0,
  refusedAdds: 0,
  doubleClicks: 0,
  withdrawals: 0,
  returns: 0,
};
/** rtIds whose completion answered 200, with the amounts paid. */
const completed = new Map<string, { walletCents: number; giftCardCents: number }>();

const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
/** Half the amounts go out as text, half as numbers: both are the wire format. */
const wire = (cents: number) => (rand() < 0.5 ? (cents / 100).toFixed(2) : cents / 100);

beforeAll(async () => {
  // The ledger is under test here, not the staff limits (test/back-office/staff-limits.test.ts):
  // the desk's staff may refund what the owner may.
  await t.db
    .update(users)
    .set({ refundLimitCents: 100_000_000, dailyRefundLimitCents: 100_000_000 })
    .where(and(eq(users.businessId, desk.business.id), eq(users.role, 'S')));
  // Points expire at the end of the month they were earned in + 1.
  await t.db.insert(rewardPlans).values({
    businessId: desk.business.id,
    pointsExpiryMonths: EXPIRY_MONTHS,
    pointsExpirySince: t.clock.now(),
  });
  models = [];
  for (let i = 0; i < 16; i++) {
    models.push({
      member: await newMember(t),
      quiet: i >= 12,
      subscribed: false,
      rewarded: false,
      earnedPoints: 0,
      refundCents: 0,
      soldFaceCents: 0,
      walletRedeemedCents: 0,
      giftCardRedeemedCents: 0,
      purchases: [],
      returnedToWalletCents: 0,
      returnedToCardsCents: 0,
      pointsReversed: 0,
    });
  }
  // Cards lasting a day (they expire as the clock moves), a month, and forever.
  templates = [
    await publishTemplate(t.app, desk, { amount: 25, discount: 10, validity: 1 }),
    await publishTemplate(t.app, desk, { amount: 40, discount: null, validity: 30 }),
    await publishTemplate(t.app, desk, { amount: 100, discount: 12.5, validity: null }),
  ];
}, 60_000);

async function request(token: string, path: string, body: object, headers: Record<string, string> = {}) {
  if (!path.endsWith('/customer/details')) stats.operations++;
  return call(t.app, token, path, body, headers);
}

function staffOrOwner(): [string, string] {
  return rand() < 0.5 ? [desk.staff, '/staff'] : [desk.owner, '/business'];
}

async function plainReward(m: Model) {
  const [token, prefix] = staffOrOwner();
  const billing = int(1, 30_000);
  const res = await request(token, `${prefix}/rewardtransaction/reward`, {
    customerId: m.member.memberId,
    billingAmount: wire(billing),
    ...desk.place,
  });
  expect(res.statusCode, res.body).toBe(200);
  stats.plainRewards++;
  m.subscribed = true;
  m.rewarded = true;
  m.earnedPoints += Math.floor((billing * plan.pointsPerDollarSpent) / 100);
  m.purchases.push({
    rtId: (res.json() as { data: { rtId: string } }).data.rtId,
    billingCents: billing,
    returnedCents: 0,
  });
}

async function refund(m: Model) {
  const [token, prefix] = staffOrOwner();
  const cents = int(1, 6_000);
  const res = await request(token, `${prefix}/customer/refund`, {
    customerId: m.member.memberId,
    refundAmount: wire(cents),
    ...desk.place,
  });
  expect(res.statusCode, res.body).toBe(200);
  stats.refunds++;
  m.subscribed = true;
  m.refundCents += cents;
}

const FACE_CENTS = [2_500, 4_000, 10_000];

async function sellCard(m: Model) {
  const [token, prefix] = staffOrOwner();
  const index = int(0, templates.length - 1);
  const res = await request(token, `${prefix}/giftcard/sell`, {
    cartItems: [{ id: templates[index] }],
    customerId: m.member.memberId,
    ...desk.place,
  });
  expect(res.statusCode, res.body).toBe(200);
  stats.sells++;
  m.subscribed = true;
  m.soldFaceCents += FACE_CENTS[index] ?? 0;
}

/** add → approve/reject/ignore → one to three concurrent completions → sometimes a cancel. */
async function redeemFlow(m: Model) {
  const [token, prefix] = staffOrOwner();
  const seen = (
    await request(token, `${prefix}/customer/details`, { customerId: m.member.memberId })
  ).json() as {
    walletBalance: number;
    gcBalance: number;
  };
  const billing = int(100, 20_000);
  let wallet = rand() < 0.7 ? Math.min(Math.floor(rand() * seen.walletBalance * 100 * 1.1), billing) : 0;
  let gift = rand() < 0.7 ? Math.min(Math.floor(rand() * seen.gcBalance * 100 * 1.1), billing - wallet) : 0;
  if (wallet + gift === 0) {
    if (seen.walletBalance > 0) wallet = Math.min(1, billing);
    else if (seen.gcBalance > 0) gift = 1;
    else return plainReward(m);
  }
  const added = await request(token, `${prefix}/rewardtransaction/add`, {
    customerId: m.member.memberId,
    billingAmount: wire(billing),
    ...(wallet > 0 ? { wallet: wire(wallet) } : {}),
    ...(gift > 0 ? { gc: wire(gift) } : {}),
    ...desk.place,
  });
  if (added.statusCode === 409) {
    stats.refusedAdds++;
    return;
  }
  expect(added.statusCode, added.body).toBe(200);
  stats.requests++;
  const { rtId } = added.json() as { rtId: string };
  const answer = rand();
  if (answer < 0.8) {
    const res = await request(m.member.token, '/customer/rewardtransaction/approve', { rtId });
    expect([200, 409]).toContain(res.statusCode);
  } else if (answer < 0.9) {
    await request(m.member.token, '/customer/rewardtransaction/reject', { rtId });
  }
  const clicks = rand() < 0.25 ? 3 : 1;
  if (clicks > 1) stats.doubleClicks++;
  const answers = await Promise.all(
    Array.from({ length: clicks }, () =>
      request(token, `${prefix}/rewardtransaction/reward`, {
        customerId: m.member.memberId,
        billingAmount: wire(billing),
        rtId,
        ...desk.place,
      }),
    ),
  );
  stats.completions += clicks;
  for (const res of answers) expect([200, 409]).toContain(res.statusCode);
  const ok = answers.filter((res) => res.statusCode === 200);
  expect(ok.length).toBeLessThanOrEqual(1);
  if (ok.length === 1) {
    stats.paid++;
    completed.set(rtId, { walletCents: wallet, giftCardCents: gift });
    m.purchases.push({ rtId, billingCents: billing, returnedCents: 0 });
    m.rewarded = true;
    m.walletRedeemedCents += wallet;
    m.giftCardRedeemedCents += gift;
    m.earnedPoints += Math.floor(((billing - wallet - gift) * plan.pointsPerDollarSpent) / 100);
  }
  if (rand() < 0.2) {
    const res = await request(token, `${prefix}/rewardtransaction/delete`, { rtId });
    expect(res.statusCode).toBe(ok.length === 1 ? 409 : 200);
    stats.withdrawals++;
  }
}

/** Owner, staff and members sign in again (sessions end after 7 days idle, 30 in all). */
async function signInAgain() {
  const [staff] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.businessId, desk.business.id), eq(users.role, 'S')));
  desk.owner = await signIn(t.app, t.delivery, { userType: 'B', email: desk.business.ownerEmail });
  desk.staff = await signIn(t.app, t.delivery, {
    userType: 'S',
    email: staff?.email ?? '',
    handle: desk.business.handle,
  });
  for (const m of models) m.member = await newMember(t, m.member.email);
}

/** Two housekeeping instances at once, beside the batch's operations. */
function runExpiryTwice(): Promise<unknown>[] {
  const now = t.clock.now();
  return [expirePoints(t.db, now), expirePoints(t.db, now)];
}

/** How far the clock has moved since the start. */
/**
 * Returns part or all of what is left of one of the member's purchases (two returns of one
 * purchase in a batch may race: the loser is a 409). The model takes what the answer gave back.
 */
async function returnFlow(m: Model) {
  const open = m.purchases.filter((p) => p.returnedCents < p.billingCents);
  if (open.length === 0) return plainReward(m);
  const purchase = pick(open);
  const left = purchase.billingCents - purchase.returnedCents;
  const cents = rand() < 0.3 ? left : int(1, left);
  const [token, prefix] = staffOrOwner();
  const res = await request(token, `${prefix}/rewardtransaction/return`, {
    rtId: purchase.rtId,
    amount: wire(cents),
  });
  expect([200, 409], res.body).toContain(res.statusCode);
  if (res.statusCode !== 200) return;
  const { data } = res.json() as {
    data: {
      walletReturned: number;
      giftcardReturned: number;
      giftcardToWallet: number;
      pointsReversed: number;
    };
  };
  stats.returns++;
  purchase.returnedCents += cents;
  const toWallet = Math.round((data.walletReturned + data.giftcardToWallet) * 100);
  m.returnedToWalletCents += toWallet;
  m.returnedToCardsCents += Math.round((data.giftcardReturned - data.giftcardToWallet) * 100);
  m.pointsReversed += data.pointsReversed;
}

let elapsed = 0;
const QUIET_AFTER = 3 * DAY;

async function task() {
  const m = pick(elapsed < QUIET_AFTER ? models : models.filter((model) => !model.quiet));
  const r = rand();
  if (r < 0.3) return plainReward(m);
  if (r < 0.42) return refund(m);
  if (r < 0.55) return sellCard(m);
  if (r < 0.63) return returnFlow(m);
  return redeemFlow(m);
}

describe(`randomized ledger (seed ${SEED})`, () => {
  it('keeps every balance equal to its entries, never negative, never paid twice', async () => {
    let signedInAt = 0;
    let expire = false;
    while (stats.operations < OPERATIONS) {
      const expiries = expire ? runExpiryTwice() : [];
      await Promise.all([...Array.from({ length: TASKS_PER_BATCH }, () => task()), ...expiries]);
      expire = false;
      // Time passes: day cards expire, unanswered requests and approvals expire, lots of points
      // end (the housekeeping runs with the next batch).
      if (rand() < 0.3 && elapsed < TIME_SPAN) {
        const step = int(2, 36) * HOUR;
        t.clock.advance(step);
        elapsed += step;
        expire = true;
        if (elapsed - signedInAt > SIGN_IN_AGAIN) {
          await signInAgain();
          signedInAt = elapsed;
        }
      }
    }
    // The whole span, whatever the draws (the starting month's lot has ended by its end), and the
    // last run, alone: afterwards no lot past its end holds points.
    if (elapsed < TIME_SPAN) {
      t.clock.advance(TIME_SPAN - elapsed);
      await signInAgain();
    }
    await Promise.all(runExpiryTwice());
    expect(stats.operations).toBeGreaterThanOrEqual(OPERATIONS);
    for (const kind of [
      'plainRewards',
      'refunds',
      'sells',
      'requests',
      'paid',
      'withdrawals',
      'returns',
    ] as const)
      expect(stats[kind], kind).toBeGreaterThan(0);

    const db = t.db;
    // 1. Each subscription's balances equal the sums of their entries; none negative.
    const subs = await db.execute<{
      id: string;
      member_id: string;
      points: string;
      wallet: string;
      p: string;
      w: string;
    }>(sql`
      select s.id, s.member_id, s.points_balance as points, s.wallet_balance_cents as wallet,
        coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'points'), 0) as p,
        coalesce((select sum(amount) from ledger_entries e where e.subscription_id = s.id and e.account = 'wallet'), 0) as w
      from subscriptions s`);
    expect(subs.rows.length).toBeGreaterThan(0);
    for (const row of subs.rows) {
      expect(Number(row.points)).toBe(Number(row.p));
      expect(Number(row.wallet)).toBe(Number(row.w));
      expect(Number(row.points)).toBeGreaterThanOrEqual(0);
      expect(Number(row.wallet)).toBeGreaterThanOrEqual(0);
    }
    // 2. Each card's balance equals its entries and stays within 0..face.
    const cards = await db.execute<{ balance: string; face: string; sum: string }>(sql`
      select c.balance_cents as balance, c.face_value_cents as face,
        coalesce((select sum(amount) from ledger_entries e where e.member_gift_card_id = c.id), 0) as sum
      from member_gift_cards c`);
    for (const card of cards.rows) {
      expect(Number(card.balance)).toBe(Number(card.sum));
      expect(Number(card.balance)).toBeGreaterThanOrEqual(0);
      expect(Number(card.balance)).toBeLessThanOrEqual(Number(card.face));
    }
    // 3. balanceAfter is the running total of every account, in entry order.
    const drift = await db.execute<{ n: string }>(sql`
      select count(*) as n from (
        select balance_after, sum(amount) over (
          partition by subscription_id, account, member_gift_card_id order by id
        ) as running from ledger_entries
      ) x where balance_after <> running`);
    expect(Number(drift.rows[0]?.n)).toBe(0);
    // 4. No reward transaction completed twice; completions match what the API answered.
    const twice = await db.execute<{ n: string }>(sql`
      select count(*) as n from (
        select reward_transaction_id from ledger_entries
        where kind = 'Redeem' and account = 'wallet' group by reward_transaction_id having count(*) > 1
      ) x`);
    expect(Number(twice.rows[0]?.n)).toBe(0);
    const redemptions = await db.execute<{
      id: string;
      wallet: string;
      gift: string;
      w: string;
      g: string;
    }>(sql`
      select rt.id, rt.wallet_redeem_cents as wallet, rt.gift_card_redeem_cents as gift,
        coalesce((select -sum(amount) from ledger_entries e where e.reward_transaction_id = rt.id and e.kind = 'Redeem' and e.account = 'wallet'), 0) as w,
        coalesce((select -sum(amount) from ledger_entries e where e.reward_transaction_id = rt.id and e.kind = 'Redeem' and e.account = 'gift_card'), 0) as g
      from reward_transactions rt
      where rt.status = 'COMPLETED' and rt.wallet_redeem_cents + rt.gift_card_redeem_cents > 0`);
    expect(new Set(redemptions.rows.map((r) => r.id))).toEqual(new Set(completed.keys()));
    for (const r of redemptions.rows) {
      expect(Number(r.w)).toBe(Number(r.wallet));
      expect(Number(r.g)).toBe(Number(r.gift));
    }
    // 5. Expiries, replayed independently in entry order: each Expiry entry takes exactly what is
    // left of its lot (every debit having taken the oldest lots first), only after the lot's end,
    // once per lot; and at the end no lot past its end holds points.
    const pointsEntries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.businessId, desk.business.id), eq(ledgerEntries.account, 'points')))
      .orderBy(ledgerEntries.id);
    const lotsOf = new Map<string, Map<string, number>>();
    const expiredOf = new Map<string, number>();
    let expiryCount = 0;
    for (const entry of pointsEntries) {
      const lots = lotsOf.get(entry.subscriptionId) ?? new Map<string, number>();
      lotsOf.set(entry.subscriptionId, lots);
      if (entry.amount > 0) {
        const month = lotMonthOf(entry.createdAt, SYDNEY);
        lots.set(month, (lots.get(month) ?? 0) + entry.amount);
        continue;
      }
      if (entry.kind === 'Expiry') {
        expiryCount++;
        const month = entry.pointsLotMonth ?? '';
        expect(-entry.amount).toBe(lots.get(month));
        expect(entry.createdAt.getTime()).toBeGreaterThan(
          lotExpiresAt(month, EXPIRY_MONTHS, SYDNEY).getTime(),
        );
        const older = [...lots.entries()].filter(([m, left]) => m < month && left > 0);
        expect(older).toEqual([]);
        expiredOf.set(entry.memberRowId, (expiredOf.get(entry.memberRowId) ?? 0) - entry.amount);
      }
      let left = -entry.amount;
      for (const month of [...lots.keys()].sort()) {
        const taken = Math.min(lots.get(month) ?? 0, left);
        lots.set(month, (lots.get(month) ?? 0) - taken);
        left -= taken;
      }
      expect(left).toBe(0);
    }
    expect(expiryCount, 'expiry entries').toBeGreaterThan(0);
    const end = t.clock.now().getTime();
    for (const lots of lotsOf.values())
      for (const [month, left] of lots)
        if (lotExpiresAt(month, EXPIRY_MONTHS, SYDNEY).getTime() < end) expect(left).toBe(0);
    const onePerLot = await db.execute<{ n: string }>(sql`
      select count(*) as n from (select 1 from ledger_entries where kind = 'Expiry'
        group by subscription_id, points_lot_month having count(*) > 1) x`);
    expect(Number(onePerLot.rows[0]?.n)).toBe(0);
    const memberRows = await db.execute<{ id: string; code: string }>(
      sql`select id, member_code as code from members`,
    );
    const rowIdOf = new Map(memberRows.rows.map((r) => [r.code, r.id]));

    // 6. Each member's balances are what the model of the successful operations says. Points
    // never stay at or above the redeem target after an operation (the credit converts them, every
    // debit lowers them), so conversions are floor((credited − expired − reversed) / target).
    for (const m of models) {
      const res = await call(t.app, desk.owner, '/business/customer/details', {
        customerId: m.member.memberId,
      });
      const shown = res.json() as { pointsBalance: number; walletBalance: number };
      const total =
        (m.subscribed ? plan.pointsForNewSubscription : 0) +
        (m.rewarded ? plan.pointsBonusForFirstShopping : 0) +
        m.earnedPoints -
        (expiredOf.get(rowIdOf.get(m.member.memberId) ?? '') ?? 0) -
        m.pointsReversed;
      const blocks = Math.floor(total / plan.minimumPointsRedeemTarget);
      const converted = blocks * plan.minimumPointsRedeemTarget * plan.minimumPointsTargetValueCents;
      expect(shown.pointsBalance).toBe(total - blocks * plan.minimumPointsRedeemTarget);
      expect(Math.round(shown.walletBalance * 100)).toBe(
        m.refundCents + converted - m.walletRedeemedCents + m.returnedToWalletCents,
      );
      const [cardsLeft] = (
        await db.execute<{ total: string }>(sql`
          select coalesce(sum(c.balance_cents), 0) as total from member_gift_cards c
          join members mm on mm.id = c.member_id where mm.member_code = ${m.member.memberId}`)
      ).rows;
      expect(Number(cardsLeft?.total)).toBe(
        m.soldFaceCents - m.giftCardRedeemedCents + m.returnedToCardsCents,
      );
    }
    // 7. Every sale counted once on its template.
    const sold = await db.execute<{ sold: string; cards: string }>(sql`
      select t.sold_number as sold, (select count(*) from member_gift_cards c where c.template_id = t.id) as cards
      from gift_card_templates t`);
    for (const row of sold.rows) expect(Number(row.sold)).toBe(Number(row.cards));
    // 8. Expiries happened: cards that ran out with money on them, requests and approvals left.
    const now = t.clock.now();
    const [expired] = (
      await db.execute<{ cards: string; requests: string }>(sql`
        select (select count(*) from member_gift_cards where expires_at <= ${now} and balance_cents > 0) as cards,
          (select count(*) from reward_transactions
            where status in ('INITIATED', 'CUSTOMER_APPROVED') and expires_at <= ${now}) as requests`)
    ).rows;
    expect(Number(expired?.cards), 'expired cards').toBeGreaterThan(0);
    expect(Number(expired?.requests), 'expired requests').toBeGreaterThan(0);
    console.log(
      `randomized ledger seed ${SEED}:`,
      JSON.stringify({
        ...stats,
        expiredCards: Number(expired?.cards),
        expiredRequests: Number(expired?.requests),
        expiredLots: expiryCount,
      }),
    );
  }, 300_000);
});
