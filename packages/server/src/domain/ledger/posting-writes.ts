import { eq } from 'drizzle-orm';
import { ledgerEntries, subscriptions } from '../../db/schema/index.js';
import { setTo, type Slot, type WriteShape } from '../../db/write-shapes.js';

/**
 * The writes a Posting commits, as shapes (db/write-shapes.ts): Drizzle builds them once per
 * connection, and each operation only fills in its values.
 */

/** What a posting keeps of a subscription, by the slots of SUBSCRIPTION_BALANCES. */
const BALANCE_COLUMNS = [
  'pointsBalance',
  'stampsBalance',
  'walletBalanceCents',
  'totalPointsEarned',
  'totalMoneySpentCents',
  'timesShopped',
  'timesRedeemed',
  'totalReferred',
  'tierSpendCents',
] as const;

/** A subscription's balances and counters, as absolute values (the row is locked). */
export const SUBSCRIPTION_BALANCES: WriteShape = {
  key: 'balances',
  build: (db, slot) =>
    db
      .update(subscriptions)
      .set(Object.fromEntries(BALANCE_COLUMNS.map((name) => [name, setTo(slot(name), subscriptions[name])])))
      .where(eq(subscriptions.id, slot('id'))),
};

/**
 * One entry's row: the columns every entry of a posting shares have one slot each; an entry's own
 * are numbered (`amount3`: the fourth entry's).
 */
function entryRow(slot: Slot, i: number) {
  return {
    businessId: slot('businessId'),
    subscriptionId: slot('subscriptionId'),
    memberRowId: slot('memberRowId'),
    account: slot(`account${i}`),
    memberGiftCardId: slot(`memberGiftCardId${i}`),
    kind: slot(`kind${i}`),
    amount: slot(`amount${i}`),
    balanceAfter: slot(`balanceAfter${i}`),
    rewardTransactionId: slot('rewardTransactionId'),
    refundId: slot('refundId'),
    purchaseReturnId: slot('purchaseReturnId'),
    referralId: slot('referralId'),
    pointsLotMonth: slot(`pointsLotMonth${i}`),
    storeId: slot('storeId'),
    counter: slot('counter'),
    actorUserId: slot('actorUserId'),
    createdAt: slot('createdAt'),
  };
}

const entryShapes: WriteShape[] = [];

/** The INSERT of `count` ledger entries of one posting (a shape per count, made when first needed). */
export function ledgerEntriesShape(count: number): WriteShape {
  let shape = entryShapes[count];
  if (shape === undefined) {
    shape = {
      key: `entries${count}`,
      build: (db, slot) =>
        db.insert(ledgerEntries).values(Array.from({ length: count }, (_, i) => entryRow(slot, i))),
    };
    entryShapes[count] = shape;
  }
  return shape;
}
