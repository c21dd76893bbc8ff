import { toDollars, type RewardTransaction } from '../../../contract.js';
import { REWARD_MESSAGES } from '../../../domain/rewards/messages.js';
import type { RedemptionRequest, Withdrawal } from '../../../domain/rewards/redemption-requests.js';
import { effectiveStatus } from '../../../domain/rewards/redemption-status.js';
import type { RewardTransactionRecord } from '../../../domain/rewards/reward-transaction-repository.js';

/** rewardtransaction/add's answer: the spec's text, the request's cents as dollars. */
export function requestAnswer({ rtId, status, amounts, expiresAt }: RedemptionRequest) {
  return {
    message: REWARD_MESSAGES.created,
    rtId,
    status,
    billingAmount: toDollars(amounts.billingCents),
    walletRedeemAmount: toDollars(amounts.walletCents),
    giftCardRedeemAmount: toDollars(amounts.giftCardCents),
    balanceAmount: toDollars(amounts.billingCents - amounts.walletCents - amounts.giftCardCents),
    expiresAt: expiresAt.toISOString(),
  };
}

/** rewardtransaction/delete's answer: cancelled, or the member's rejection that stands. */
export function withdrawalAnswer({ outcome, rtId }: Withdrawal) {
  return outcome === 'deleted'
    ? { message: REWARD_MESSAGES.deleted, rtId, status: 'DELETED' as const }
    : { message: REWARD_MESSAGES.rejectedNotCancelled, rtId, status: 'CUSTOMER_REJECTED' as const };
}

/** One reward transaction as the list and the export show it, its status as it stands at `now`. */
export function toRewardTransaction(
  { rt, memberId, memberName, initiator, storeName }: RewardTransactionRecord,
  now: Date,
): RewardTransaction {
  return {
    id: rt.id,
    createdAt: rt.createdAt.toISOString(),
    customerId: memberId,
    customerName: memberName,
    totalBillingAmount: toDollars(rt.billingCents),
    walletRedeemAmount: toDollars(rt.walletRedeemCents),
    giftCardRedeemAmount: toDollars(rt.giftCardRedeemCents),
    pointsEarned: rt.pointsEarned,
    initiator,
    storeName,
    counter: rt.counter,
    status: effectiveStatus(rt, now),
    completedAt: rt.completedAt?.toISOString() ?? null,
  };
}
