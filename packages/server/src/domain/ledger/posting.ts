import { and, asc, eq, gt, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { WriteValues } from '../../db/write-shapes.js';
import type { Writes } from '../../db/writes.js';
import {
  memberGiftCards,
  subscriptions,
  type LedgerAccount,
  type LedgerKind,
  type MemberGiftCardRow,
  type SubscriptionRow,
} from '../../db/schema/index.js';
import type { Place } from '../places/place.js';
import type { Earning, EarningAccount } from '../earning/index.js';
import { ledgerEntriesShape, SUBSCRIPTION_BALANCES } from './posting-writes.js';

/**
 * The one writer of balances. Every change goes through a Posting: it starts from rows locked
 * with SELECT … FOR UPDATE (so concurrent operations on one member queue up instead of both
 * reading the old balance), checks that nothing goes below zero, and `commit` queues the new
 * balances and their ledger entries on the operation's writes (one statement, db/writes.ts), sent
 * in the caller's transaction. The CHECK constraints in the database are the last line: a bug that
 * slipped past both would roll the transaction back.
 */

/** A subscription row locked for this transaction; `created` when this transaction made it. */
export interface LockedSubscription {
  row: SubscriptionRow;
  created: boolean;
}

/**
 * The member's subscription at the business, locked: `locked` is the row the operation's opening
 * statement already locked (domain/ledger/money-opening.ts); without one, the member has none yet
 * and it is created (empty) here.
 */
export async function lockSubscription(
  tx: Queryable,
  businessId: string,
  memberRowId: string,
  now: Date,
  locked: SubscriptionRow | null,
): Promise<LockedSubscription> {
  if (locked) return { row: locked, created: false };
  // Two first purchases at once: one insert wins, the other waits on the unique index and then
  // locks the winner's row below.
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ businessId, memberRowId, subscribedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [winner] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.memberRowId, memberRowId)))
    .for('update');
  if (!winner) throw new Error('subscription vanished while being created');
  return { row: winner, created: false };
}

/** SQL condition: a card that still counts at `now` (a placeholder in a prepared query). */
export function liveCard(now: Date | Placeholder) {
  return and(
    gt(memberGiftCards.balanceCents, 0),
    or(isNull(memberGiftCards.expiresAt), gt(memberGiftCards.expiresAt, now)),
  );
}

/**
 * Locks the member's live cards in the order they are spent: soonest expiry first, never-expiring
 * last, then oldest sale. One consistent order also means two transactions never lock the same
 * cards in opposite orders (no deadlock).
 */
export async function lockLiveGiftCards(
  tx: Queryable,
  subscriptionId: string,
  now: Date,
): Promise<MemberGiftCardRow[]> {
  return tx
    .select()
    .from(memberGiftCards)
    .where(and(eq(memberGiftCards.subscriptionId, subscriptionId), liveCard(now)))
    .orderBy(
      sql`${memberGiftCards.expiresAt} asc nulls last`,
      asc(memberGiftCards.soldAt),
      asc(memberGiftCards.id),
    )
    .for('update');
}

/** What the entries of one operation point back to. */
export interface EntryRefs {
  rewardTransactionId?: string;
  refundId?: string;
  purchaseReturnId?: string;
  /** A referrer's bonus and its reversal (docs/domain.md, "Referrals"). */
  referralId?: string;
}

/** What is an entry's own; the rest of its row is the posting's (domain/ledger/posting-writes.ts). */
interface NewEntry {
  account: LedgerAccount;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  memberGiftCardId: string | null;
  pointsLotMonth: string | null;
}

export interface CounterChanges {
  totalMoneySpentCents?: number;
  timesShopped?: number;
  timesRedeemed?: number;
  /** A referral earned (+1) or taken back (−1). */
  totalReferred?: number;
}

export class Posting {
  /** Points and stamps: accounts of counted units, kept by the same rules. */
  private readonly units: Record<EarningAccount, number>;
  private wallet: number;
  private readonly cards = new Map<string, { row: MemberGiftCardRow; balance: number; isNew: boolean }>();
  private readonly entries: NewEntry[] = [];
  private pointsEarned = 0;
  private tierSpend: number;
  private readonly counters: Required<CounterChanges> = {
    totalMoneySpentCents: 0,
    timesShopped: 0,
    timesRedeemed: 0,
    totalReferred: 0,
  };

  constructor(
    private readonly writes: Writes,
    private readonly subscription: SubscriptionRow,
    private readonly place: Place,
    private readonly refs: EntryRefs = {},
  ) {
    this.units = { points: subscription.pointsBalance, stamps: subscription.stampsBalance };
    this.wallet = subscription.walletBalanceCents;
    this.tierSpend = subscription.tierSpendCents;
  }

  get pointsBalance(): number {
    return this.units.points;
  }

  get stampsBalance(): number {
    return this.units.stamps;
  }

  get walletBalance(): number {
    return this.wallet;
  }

  /** Adds cards locked by lockLiveGiftCards, so they can be debited. */
  useGiftCards(rows: readonly MemberGiftCardRow[]): void {
    for (const row of rows) this.cards.set(row.id, { row, balance: row.balanceCents, isNew: false });
  }

  /** Credits points or stamps; points count towards the member's total points earned. */
  credit(account: EarningAccount, amount: number, kind: LedgerKind): void {
    if (amount === 0) return;
    this.assertPositive(amount);
    this.units[account] += amount;
    if (account === 'points') this.pointsEarned += amount;
    this.entry(account, kind, amount, this.units[account]);
  }

  /** Takes points or stamps back (a returned purchase's, a conversion's); never more than the balance. */
  debit(account: EarningAccount, amount: number, kind: LedgerKind): void {
    if (amount === 0) return;
    this.assertPositive(amount);
    if (amount > this.units[account]) throw new Error(`${account} debit exceeds the balance`);
    this.units[account] -= amount;
    this.entry(account, kind, -amount, this.units[account]);
  }

  /** Writes off what is left of a lot of points at its expiry (`lotMonth`: its `YYYY-MM-01`). */
  expirePoints(amount: number, lotMonth: string): void {
    if (amount === 0) return;
    this.assertPositive(amount);
    if (amount > this.units.points) throw new Error('points expiry exceeds the balance');
    this.units.points -= amount;
    this.entry('points', 'Expiry', -amount, this.units.points, undefined, lotMonth);
  }

  creditWallet(cents: number, kind: LedgerKind): void {
    if (cents === 0) return;
    this.assertPositive(cents);
    this.wallet += cents;
    this.entry('wallet', kind, cents, this.wallet);
  }

  debitWallet(cents: number, kind: LedgerKind): void {
    if (cents === 0) return;
    this.assertPositive(cents);
    if (cents > this.wallet) throw new Error('wallet debit exceeds the balance');
    this.wallet -= cents;
    this.entry('wallet', kind, -cents, this.wallet);
  }

  debitGiftCard(cardId: string, cents: number, kind: LedgerKind): void {
    const card = this.cards.get(cardId);
    if (!card) throw new Error(`gift card ${cardId} is not locked by this posting`);
    this.assertPositive(cents);
    if (cents > card.balance) throw new Error('gift card debit exceeds the balance');
    card.balance -= cents;
    this.entry('gift_card', kind, -cents, card.balance, cardId);
  }

  /** Gives money back to a card locked for this posting (a returned purchase's share). */
  creditGiftCard(cardId: string, cents: number, kind: LedgerKind): void {
    const card = this.cards.get(cardId);
    if (!card) throw new Error(`gift card ${cardId} is not locked by this posting`);
    this.assertPositive(cents);
    if (card.balance + cents > card.row.faceValueCents)
      throw new Error('gift card credit exceeds its face value');
    card.balance += cents;
    this.entry('gift_card', kind, cents, card.balance, cardId);
  }

  /** A card just sold: inserted with its face value as balance and a Purchase entry. */
  openGiftCard(values: {
    id: string;
    templateId: string;
    faceValueCents: number;
    pricePaidCents: number;
    expiresAt: Date | null;
  }): void {
    const row: MemberGiftCardRow = {
      ...values,
      businessId: this.place.businessId,
      memberRowId: this.subscription.memberRowId,
      subscriptionId: this.subscription.id,
      balanceCents: values.faceValueCents,
      storeId: this.place.storeId,
      counter: this.place.counter,
      soldByUserId: this.place.actorUserId,
      soldAt: this.place.at,
    };
    this.cards.set(row.id, { row, balance: row.balanceCents, isNew: true });
    this.entry('gift_card', 'Purchase', row.faceValueCents, row.balanceCents, row.id);
  }

  /** Posts what the earning rules worked out (domain/earning), in their order. */
  earn(earnings: readonly Earning[]): void {
    for (const earning of earnings) {
      if (earning.kind === 'Conversion') {
        // Points or stamps out and wallet money in, as the pair of Conversion entries.
        this.assertPositive(earning.amount);
        this.debit(earning.account, earning.amount, 'Conversion');
        this.creditWallet(earning.cents, 'Conversion');
      } else this.credit(earning.account, earning.amount, earning.kind);
    }
  }

  /**
   * Keeps the member's spend over the last 365 days as a completed purchase worked it out: their
   * tier from now on (domain/earning/tier.ts).
   */
  keepTierSpend(cents: number): void {
    if (!Number.isSafeInteger(cents) || cents < 0)
      throw new Error(`tier spend must be a whole cents amount: ${cents}`);
    this.tierSpend = cents;
  }

  count(changes: CounterChanges): void {
    this.counters.totalMoneySpentCents += changes.totalMoneySpentCents ?? 0;
    this.counters.timesShopped += changes.timesShopped ?? 0;
    this.counters.timesRedeemed += changes.timesRedeemed ?? 0;
    this.counters.totalReferred += changes.totalReferred ?? 0;
  }

  /**
   * Queues the balances, counters, new or debited cards and the entries on the operation's writes
   * (sent together, as one statement); returns the balances they leave.
   */
  commit(): { pointsBalance: number; stampsBalance: number; walletBalanceCents: number } {
    const fresh = [...this.cards.values()].filter((c) => c.isNew);
    if (fresh.length > 0) {
      this.writes.add(
        this.writes.tx
          .insert(memberGiftCards)
          .values(fresh.map((c) => ({ ...c.row, balanceCents: c.balance }))),
      );
    }
    const debited = [...this.cards.values()].filter((c) => !c.isNew && c.balance !== c.row.balanceCents);
    if (debited.length > 0) {
      // One part for all cards: UPDATE … FROM (VALUES …).
      const values = sql.join(
        debited.map((c) => sql`(${c.row.id}::uuid, ${c.balance}::bigint)`),
        sql`, `,
      );
      this.writes.add(
        sql`update ${memberGiftCards} set balance_cents = v.balance from (values ${values}) as v(id, balance) where ${memberGiftCards.id} = v.id`,
      );
    }
    const s = this.subscription;
    const changed =
      this.units.points !== s.pointsBalance ||
      this.units.stamps !== s.stampsBalance ||
      this.wallet !== s.walletBalanceCents ||
      this.pointsEarned !== 0 ||
      this.tierSpend !== s.tierSpendCents ||
      Object.values(this.counters).some((n) => n !== 0);
    if (changed) {
      // Absolute values are safe: the row has been locked since it was read.
      this.writes.addShaped(SUBSCRIPTION_BALANCES, {
        id: s.id,
        pointsBalance: this.units.points,
        stampsBalance: this.units.stamps,
        walletBalanceCents: this.wallet,
        totalPointsEarned: s.totalPointsEarned + this.pointsEarned,
        totalMoneySpentCents: s.totalMoneySpentCents + this.counters.totalMoneySpentCents,
        timesShopped: s.timesShopped + this.counters.timesShopped,
        timesRedeemed: s.timesRedeemed + this.counters.timesRedeemed,
        totalReferred: s.totalReferred + this.counters.totalReferred,
        tierSpendCents: this.tierSpend,
      });
    }
    if (this.entries.length > 0)
      this.writes.addShaped(ledgerEntriesShape(this.entries.length), this.entryValues());
    return {
      pointsBalance: this.units.points,
      stampsBalance: this.units.stamps,
      walletBalanceCents: this.wallet,
    };
  }

  private assertPositive(amount: number): void {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new Error(`ledger amount must be a positive integer: ${amount}`);
  }

  /** The entries' values, by the slots of their shape (posting-writes.ts). */
  private entryValues(): WriteValues {
    const values: WriteValues = {
      businessId: this.place.businessId,
      subscriptionId: this.subscription.id,
      memberRowId: this.subscription.memberRowId,
      rewardTransactionId: this.refs.rewardTransactionId ?? null,
      refundId: this.refs.refundId ?? null,
      purchaseReturnId: this.refs.purchaseReturnId ?? null,
      referralId: this.refs.referralId ?? null,
      storeId: this.place.storeId,
      counter: this.place.counter,
      actorUserId: this.place.actorUserId,
      createdAt: this.place.at,
    };
    this.entries.forEach((entry, i) => {
      values[`account${i}`] = entry.account;
      values[`memberGiftCardId${i}`] = entry.memberGiftCardId;
      values[`kind${i}`] = entry.kind;
      values[`amount${i}`] = entry.amount;
      values[`balanceAfter${i}`] = entry.balanceAfter;
      values[`pointsLotMonth${i}`] = entry.pointsLotMonth;
    });
    return values;
  }

  private entry(
    account: LedgerAccount,
    kind: LedgerKind,
    amount: number,
    balanceAfter: number,
    memberGiftCardId?: string,
    pointsLotMonth?: string,
  ): void {
    this.entries.push({
      account,
      kind,
      amount,
      balanceAfter,
      memberGiftCardId: memberGiftCardId ?? null,
      pointsLotMonth: pointsLotMonth ?? null,
    });
  }
}
