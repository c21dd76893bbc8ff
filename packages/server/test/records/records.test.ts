import { describe, expect, it } from 'vitest';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import {
  approvedRedemption,
  call,
  fundWallet,
  newMember,
  openDesk,
  publishTemplate,
  rewardAtDesk,
  sell,
  type Member,
} from '../helpers/front-desk.js';
import { API } from '../helpers/flows.js';
import { keysetRows } from '../../src/db/keyset.js';
import {
  rewardTransactionPage,
  rewardTransactionPosition,
} from '../../src/domain/rewards/reward-transaction-repository.js';
import {
  subscriberPage,
  subscriberPosition,
} from '../../src/endpoints/back-office/records/subscriber-repository.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

interface WalletRow {
  id: string;
  transactionId: string;
  toId: string;
  billingAmount: number;
  type: string;
  kind: string;
  fromName: string;
  storeName: string | null;
  counter: string | null;
}
interface GiftCardRow {
  id: string;
  fromId: string;
  amount: number;
  type: string;
  giftCardId: string;
}
interface Subscriber {
  customerId: string;
  customerName: string;
  totalGCMoneyBalance: number;
  moneyBalance: number;
  pointsBalance: number;
  totalPointsEarnedTillDate: number;
  totalMoneySpentTillDate: number;
  timesShopped: number;
  timesRedeemed: number;
}

const post = (path: string, body: object, token = desk.owner) => call(t.app, token, path, body);

/** Every row of a paged list, 5 at a time as the screen reads it. */
async function allPages<T>(path: string, key: 'transactions' | 'rewardTransactions'): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += 5) {
    const body = (await post(path, { offset })).json() as Record<string, unknown> & { totalCount: number };
    const page = body[key] as T[];
    expect(page.length).toBeLessThanOrEqual(5);
    rows.push(...page);
    if (offset + 5 >= body.totalCount) {
      expect(rows).toHaveLength(body.totalCount);
      return rows;
    }
  }
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('transactions and subscribers', () => {
  let ava: Member;
  let ben: Member;

  it('runs a morning at the counter', async () => {
    ava = await newMember(t);
    ben = await newMember(t);
    const template = await publishTemplate(t.app, desk, { amount: 40, discount: null, validity: null });
    await sell(t.app, desk, ava.memberId, template);
    t.clock.advance(1_000);
    await fundWallet(t.app, desk, ava.memberId, 6);
    t.clock.advance(1_000);
    expect(
      (await rewardAtDesk(t.app, desk, 'staff', { customerId: ava.memberId, billingAmount: 10 })).statusCode,
    ).toBe(200);
    t.clock.advance(1_000);
    const rtId = await approvedRedemption(t.app, desk, ava, { billingAmount: 20, wallet: 6, gc: 4 });
    const done = await rewardAtDesk(t.app, desk, 'staff', {
      customerId: ava.memberId,
      billingAmount: 20,
      rtId,
    });
    expect(done.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1_000);
      await rewardAtDesk(t.app, desk, 'owner', { customerId: ben.memberId, billingAmount: 7.25 });
    }
    await fundWallet(t.app, desk, ben.memberId, 3.5);
  });

  it('lists wallet and points entries that add up to each balance, five a page, newest first', async () => {
    const rows = await allPages<WalletRow>('/business/transaction/wallet/list', 'transactions');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const member of [ava, ben]) {
      const summary = (await post('/business/customer/details', { customerId: member.memberId })).json() as {
        walletBalance: number;
        pointsBalance: number;
      };
      const own = rows.filter((r) => r.toId === member.memberId);
      expect(sum(own.filter((r) => r.type === 'Reward').map((r) => r.billingAmount))).toBe(
        summary.pointsBalance,
      );
      expect(sum(own.filter((r) => r.type !== 'Reward').map((r) => r.billingAmount))).toBe(
        summary.walletBalance,
      );
    }
    const avaRedeem = rows.find((r) => r.toId === ava.memberId && r.kind === 'Redeem');
    expect(avaRedeem).toMatchObject({
      billingAmount: -6,
      type: 'Redeem',
      storeName: desk.business.storeName,
      counter: desk.counter,
    });
    expect(rows.find((r) => r.kind === 'Refund' && r.toId === ben.memberId)).toMatchObject({
      billingAmount: 3.5,
      fromName: desk.business.ownerName,
    });
    expect(rows[0]?.kind).toBe('Refund');
  });

  it('lists gift cards sold and redeemed', async () => {
    const rows = await allPages<GiftCardRow>('/business/transaction/giftcard/list', 'transactions');
    expect(rows.map((r) => [r.type, r.amount, r.fromId])).toEqual([
      ['Redeem', 4, ava.memberId],
      ['Purchase', 40, ava.memberId],
    ]);
    expect(rows[0]?.giftCardId).toBe(rows[1]?.giftCardId);
  });

  it('pages reward transactions 5 at a time by default, with totalCount', async () => {
    const first = (await post('/business/rewardtransaction/list', {})).json() as {
      rewardTransactions: {
        customerId: string;
        totalBillingAmount: number;
        initiator: string;
        status: string;
      }[];
      totalCount: number;
    };
    expect(first.totalCount).toBe(7);
    expect(first.rewardTransactions).toHaveLength(5);
    const all = await allPages<{ id: string; totalBillingAmount: number }>(
      '/business/rewardtransaction/list',
      'rewardTransactions',
    );
    expect(sum(all.map((r) => r.totalBillingAmount))).toBe(10 + 20 + 5 * 7.25);
    const staffView = await post('/staff/rewardtransaction/list', { offset: 5 }, desk.staff);
    expect(staffView.json()).toMatchObject({ totalCount: 7 });
  });

  it('lists subscribers with figures that agree with what happened, and gives one subscriber', async () => {
    const list = (await post('/business/subscription/list', { offset: 0 })).json() as {
      data: { totalItems: Subscriber[]; totalCount: number };
    };
    expect(list.data.totalCount).toBe(2);
    const avaRow = list.data.totalItems.find((s) => s.customerId === ava.memberId);
    expect(avaRow).toMatchObject({
      totalGCMoneyBalance: 36,
      moneyBalance: 0,
      totalMoneySpentTillDate: 30,
      timesShopped: 2,
      timesRedeemed: 1,
    });
    const summary = (await post('/business/customer/details', { customerId: ava.memberId })).json() as {
      pointsBalance: number;
    };
    expect(avaRow?.pointsBalance).toBe(summary.pointsBalance);
    const details = (await post('/business/subscription/details', { customerId: ava.memberId })).json() as {
      data: unknown;
      history: { businessName: string }[];
    };
    expect(details.data).toEqual(avaRow);
    // The history is what Ava's own app lists for this business, with the same reasons.
    const own = (await call(t.app, ava.token, '/customer/activity/list', {})).json() as {
      activity: { businessName: string }[];
    };
    expect(details.history.length).toBeGreaterThan(0);
    expect(details.history).toEqual(
      own.activity.filter((item) => item.businessName === desk.business.businessName),
    );
    const page2 = (await post('/business/subscription/list', { offset: 1, limit: 1 })).json() as {
      data: { totalItems: Subscriber[] };
    };
    expect(page2.data.totalItems).toHaveLength(1);
  });

  it('says "Customer not found." for a member who is not a subscriber, or no member', async () => {
    const stranger = await newMember(t);
    for (const customerId of [stranger.memberId, '123456789', 'nobody']) {
      const res = await post('/business/subscription/details', { customerId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Customer not found.' });
    }
  });

  it('keeps each business to its own records, and the lists to owners', async () => {
    const other = await openDesk(t, t.db);
    await fundWallet(t.app, other, ava.memberId, 1);
    const theirs = (await call(t.app, other.owner, '/business/transaction/wallet/list', {})).json() as {
      transactions: WalletRow[];
      totalCount: number;
    };
    expect(theirs.transactions.map((r) => r.kind).sort()).toEqual(['NewSubscription', 'Refund']);
    const subs = (await call(t.app, other.owner, '/business/subscription/list', {})).json() as {
      data: { totalCount: number };
    };
    expect(subs.data.totalCount).toBe(1);
    // Ava's history at the other business is its own refund and welcome, none of this desk's.
    const avaThere = (
      await call(t.app, other.owner, '/business/subscription/details', { customerId: ava.memberId })
    ).json() as { history: { businessName: string; kind: string }[] };
    expect(avaThere.history.map((item) => item.kind)).toEqual(['refund']);
    expect(avaThere.history.every((item) => item.businessName === other.business.businessName)).toBe(true);
    expect(
      (await call(t.app, other.owner, '/business/subscription/details', { customerId: ben.memberId }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, other.owner, '/business/transaction/giftcard/list', {})).json()).toEqual({
      transactions: [],
      totalCount: 0,
    });
    for (const path of ['/transaction/wallet/list', '/transaction/giftcard/list', '/subscription/list']) {
      expect((await post(`/business${path}`, {}, desk.staff)).statusCode).toBe(403);
    }
  });

  it('exports each list as CSV with the same rows, ISO 8601 dates with their offset and two-decimal money', async () => {
    const download = (path: string, token = desk.owner) =>
      t.app.inject({ method: 'GET', url: `${API}${path}`, headers: { authorization: `Bearer ${token}` } });
    const wallet = await download('/business/transaction/wallet/export');
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(wallet.headers['content-disposition']).toBe('attachment; filename="wallet-transactions.csv"');
    const lines = wallet.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Transaction ID,Date,Customer ID,Customer Name,Type,Kind,Amount,Unit,From,Store,Counter',
    );
    const count = (await post('/business/transaction/wallet/list', {})).json() as { totalCount: number };
    expect(lines).toHaveLength(count.totalCount + 1);
    expect(lines[1]).toMatch(
      /^[^,]+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00,\d{9},[^,]+,Refund,Refund,3\.50,AUD,/,
    );
    expect(lines.some((l) => /,Redeem,Redeem,-6\.00,AUD,/.test(l))).toBe(true);

    const rewards = (await download('/business/rewardtransaction/export')).body.trim().split('\n');
    expect(rewards).toHaveLength(8);
    expect(rewards.filter((l) => l.includes(',7.25,0.00,0.00,'))).toHaveLength(5);
    const cards = (await download('/business/transaction/giftcard/export')).body.trim().split('\n');
    expect(cards.slice(1).map((l) => l.split(',')[5])).toEqual(['4.00', '40.00']);
    const subscribers = (await download('/business/subscription/export')).body.trim().split('\n');
    expect(subscribers).toHaveLength(3);
    expect(subscribers.find((l) => l.startsWith(ava.memberId))).toContain(',36.00,0.00,');

    expect((await download('/staff/transaction/wallet/export', desk.staff)).statusCode).toBe(404);
    expect((await download('/business/subscription/export', desk.staff)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/business/subscription/export` })).statusCode,
    ).toBe(401);
  });

  it('reads every row exactly once when the export pages by keyset, in the order of the list', async () => {
    const all = async <Row>(rows: AsyncIterable<Row>) => {
      const out: Row[] = [];
      for await (const row of rows) out.push(row);
      return out;
    };
    const businessId = desk.business.id;
    // Pages of 2 so that uuid ids and equal times (the test clock stands still) meet page edges.
    const rewards = await all(
      keysetRows(
        (position, limit) => rewardTransactionPage(t.db, businessId, { position, limit }),
        rewardTransactionPosition,
        2,
      ),
    );
    const listed = (await post('/business/rewardtransaction/list', { limit: 100 })).json() as {
      rewardTransactions: { id: string }[];
    };
    expect(rewards.map((r) => r.rt.id)).toEqual(listed.rewardTransactions.map((r) => r.id));
    const now = t.clock.now();
    const subscribers = await all(
      keysetRows(
        (position, limit) => subscriberPage(t.db, businessId, now, { position, limit }),
        subscriberPosition,
        1,
      ),
    );
    expect(subscribers.map((s) => s.member.memberId).sort()).toEqual([ava.memberId, ben.memberId].sort());
  });
});
