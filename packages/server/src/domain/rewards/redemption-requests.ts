import { randomUUID } from 'node:crypto';
import { REWARD_TRANSACTION_TTL_MS, type RewardTransactionStatus } from '../../contract.js';
import type { Database } from '../../db/client.js';
import type { Writes } from '../../db/writes.js';
import type { MemberRow, SubscriptionRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import { liveGiftCardBalance } from '../members/member-summary.js';
import type { Place } from '../places/place.js';
import { findMemberByCode } from '../members/member-lookup.js';
import { REWARD_MESSAGES } from './messages.js';
import {
  INITIATED_REWARD_TRANSACTION,
  startingValues,
  type RedeemAmounts,
} from './reward-transaction-writes.js';
import { effectiveStatus } from './redemption-status.js';
import {
  filteredRewardTransactions,
  findOwnRewardTransaction,
  markRewardTransactionDeleted,
  type RewardTransactionRecord,
} from './reward-transaction-repository.js';

/** A redemption request just recorded: waiting for the member's answer until `expiresAt`. */
export interface RedemptionRequest {
  rtId: string;
  status: 'INITIATED';
  amounts: RedeemAmounts;
  expiresAt: Date;
}

/**
 * rewardtransaction/add: checks W ≤ wallet and G ≤ live gift-card balance (W + G ≤ B is the
 * contract's) and records the request as INITIATED for the member to answer. Nothing is held:
 * completion checks the balances again under lock. `subscription` is the member's, as the
 * operation's opening read it (null when they have none here).
 */
export async function createRewardTransaction(
  writes: Writes,
  place: Place,
  member: MemberRow,
  subscription: SubscriptionRow | null,
  amounts: RedeemAmounts,
): Promise<RedemptionRequest> {
  if (amounts.walletCents > (subscription?.walletBalanceCents ?? 0))
    throw conflict(REWARD_MESSAGES.walletTooLow);
  const giftCards =
    subscription && amounts.giftCardCents > 0
      ? await liveGiftCardBalance(writes.tx, subscription.id, place.at)
      : 0;
  if (amounts.giftCardCents > giftCards) throw conflict(REWARD_MESSAGES.giftCardTooLow);
  // At least one redeem amount is above 0 (the contract's rule), so the member has a subscription.
  if (!subscription) throw conflict(REWARD_MESSAGES.walletTooLow);
  const expiresAt = new Date(place.at.getTime() + REWARD_TRANSACTION_TTL_MS);
  const rtId = randomUUID();
  writes.addShaped(
    INITIATED_REWARD_TRANSACTION,
    startingValues(rtId, place, member.id, subscription.id, amounts, expiresAt),
  );
  return { rtId, status: 'INITIATED', amounts, expiresAt };
}

/** Where one of the business's reward transactions stands at `now`; another's, or none, is 404. */
export async function rewardTransactionStatus(
  db: Database,
  businessId: string,
  rtId: string,
  now: Date,
): Promise<{ rtId: string; status: RewardTransactionStatus }> {
  const row = await findOwnRewardTransaction(db, businessId, rtId);
  if (!row) throw notFound(REWARD_MESSAGES.notFound);
  return { rtId: row.id, status: effectiveStatus(row, now) };
}

/**
 * What a withdrawal did: `deleted` (now, or by an earlier withdrawal) or `rejected` (the member had
 * rejected it first; it stays CUSTOMER_REJECTED). `memberRowId` is the member it concerns when
 * this call changed it, whom the route tells; undefined when nothing changed.
 */
export interface Withdrawal {
  outcome: 'deleted' | 'rejected';
  rtId: string;
  memberRowId: string | undefined;
}

/**
 * Withdraws a pending one (INITIATED or CUSTOMER_APPROVED, expired or not) as DELETED, recording
 * who withdrew it. Withdrawing it again is a no-op; a member's rejection stays CUSTOMER_REJECTED
 * (nothing changed); a completed one is a 409.
 */
export async function deleteRewardTransaction(
  db: Database,
  businessId: string,
  rtId: string,
  by: { userId: string; at: Date },
): Promise<Withdrawal> {
  if (!isUuid(rtId)) throw notFound(REWARD_MESSAGES.notFound);
  const deleted = await markRewardTransactionDeleted(db, businessId, rtId, by);
  if (deleted) return { outcome: 'deleted', rtId: deleted.id, memberRowId: deleted.memberRowId };
  const row = await findOwnRewardTransaction(db, businessId, rtId);
  if (!row) throw notFound(REWARD_MESSAGES.notFound);
  if (row.status === 'COMPLETED') throw conflict(REWARD_MESSAGES.completedCannotBeDeleted);
  if (row.status === 'CUSTOMER_REJECTED')
    return { outcome: 'rejected', rtId: row.id, memberRowId: undefined };
  return { outcome: 'deleted', rtId: row.id, memberRowId: undefined };
}

/**
 * A page of the business's reward transactions, newest first, narrowed to one member (by their
 * member code: an unknown code matches none) and to what shows as one of `status` at `now`.
 */
export async function listRewardTransactions(
  db: Database,
  businessId: string,
  query: {
    offset: number;
    limit: number;
    memberCode?: string | undefined;
    status?: RewardTransactionStatus[] | undefined;
  },
  now: Date,
): Promise<{ records: RewardTransactionRecord[]; total: number }> {
  let memberRowId: string | undefined;
  if (query.memberCode !== undefined) {
    const member = await findMemberByCode(db, query.memberCode);
    if (!member) return { records: [], total: 0 };
    memberRowId = member.id;
  }
  return filteredRewardTransactions(db, { businessId, memberRowId, statuses: query.status }, query, now);
}
