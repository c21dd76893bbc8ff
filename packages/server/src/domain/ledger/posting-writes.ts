import { eq } from 'drizzle-orm';
import { ledgerEntries, subscriptions } from '../../db/schema/index.js';
import { setTo, slots, type Slot, type WriteShape } from '../../db/write-shapes.js';

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

/** The columns every entry of one posting shares: one slot each. */
const SHARED_ENTRY_COLUMNS = [
  'businessId',
  'subscriptionId',
  'memberRowId',
  'rewardTransactionId',
  'refundId',
  'purchaseReturnId',
  'referralId',
  'storeId',
  'counter',
  'actorUserId',
  'createdAt',
] as const;

/** One entry's row: the shared slots, and its own, numbered (`amount3`: the fourth entry's). */
function entryRow(slot: Slot, i: number) {
  return {
    ...slots(slot, SHARED_ENTRY_COLUMNS),
    account: slot(`account${i}`),
    memberGiftCardId: slot(`memberGiftCardId${i}`),
    kind: slot(`kind${i}`),
    amount: slot(`amount${i}`),
    balanceAfter: slot(`balanceAfter${i}`),
    pointsLotMonth: slot(`pointsLotMonth${i}`),
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
