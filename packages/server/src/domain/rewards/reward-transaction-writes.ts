import { eq } from 'drizzle-orm';
import { rewardTransactions } from '../../db/schema/index.js';
import { setTo, slots, type WriteShape, type WriteValues } from '../../db/write-shapes.js';
import type { Place } from '../places/place.js';

/**
 * A reward transaction's writes on the money path, as shapes (db/write-shapes.ts): Drizzle builds
 * them once per connection, and each operation only fills in its values.
 */

export interface RedeemAmounts {
  billingCents: number;
  walletCents: number;
  giftCardCents: number;
}

/** The columns every reward transaction starts with (startingValues), each its slot. */
const STARTING_COLUMNS = [
  'id',
  'businessId',
  'memberRowId',
  'subscriptionId',
  'storeId',
  'counter',
  'initiatorUserId',
  'billingCents',
  'walletRedeemCents',
  'giftCardRedeemCents',
  'createdAt',
  'expiresAt',
] as const;

/** A redemption request, INITIATED until the member answers or it expires. */
export const INITIATED_REWARD_TRANSACTION: WriteShape = {
  key: 'rt_initiated',
  build: (db, slot) =>
    db.insert(rewardTransactions).values({ ...slots(slot, STARTING_COLUMNS), status: 'INITIATED' }),
};

/** A plain reward, COMPLETED at once by whoever sent it. */
export const COMPLETED_REWARD_TRANSACTION: WriteShape = {
  key: 'rt_completed',
  build: (db, slot) =>
    db.insert(rewardTransactions).values({
      ...slots(slot, STARTING_COLUMNS),
      status: 'COMPLETED',
      completedAt: slot('createdAt'),
      completedByUserId: slot('initiatorUserId'),
      pointsEarned: slot('pointsEarned'),
    }),
};

/** An approved redemption, completed. */
export const REWARD_TRANSACTION_COMPLETION: WriteShape = {
  key: 'rt_completion',
  build: (db, slot) =>
    db
      .update(rewardTransactions)
      .set({
        status: 'COMPLETED',
        completedAt: setTo(slot('completedAt'), rewardTransactions.completedAt),
        completedByUserId: setTo(slot('completedByUserId'), rewardTransactions.completedByUserId),
        pointsEarned: setTo(slot('pointsEarned'), rewardTransactions.pointsEarned),
      })
      .where(eq(rewardTransactions.id, slot('id'))),
};

/**
 * The values every reward transaction starts with: who, where, when and for how much, and when
 * it expires (a plain reward's is its creation).
 */
export function startingValues(
  id: string,
  place: Place,
  memberRowId: string,
  subscriptionId: string,
  amounts: RedeemAmounts,
  expiresAt: Date,
): WriteValues {
  return {
    id,
    businessId: place.businessId,
    memberRowId,
    subscriptionId,
    storeId: place.storeId,
    counter: place.counter,
    initiatorUserId: place.actorUserId,
    billingCents: amounts.billingCents,
    walletRedeemCents: amounts.walletCents,
    giftCardRedeemCents: amounts.giftCardCents,
    createdAt: place.at,
    expiresAt,
  };
}
