import { randomUUID } from 'node:crypto';
import { toDollars } from '../../../contract.js';
import type { Tx } from '../../../db/client.js';
import { refunds, type MemberRow } from '../../../db/schema/index.js';
import { openMemberAccount } from '../../../domain/ledger/member-account.js';
import type { Place } from '../../../domain/places/place.js';
import { getRewardPlan } from '../../../domain/ledger/reward-plan.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';

/** Credits the wallet at this business as a Refund entry, with the refund record it points to. */
export async function refundToWallet(tx: Tx, place: Place, member: MemberRow, amountCents: number) {
  const refundId = randomUUID();
  const plan = await getRewardPlan(tx, place.businessId);
  const { posting, subscription } = await openMemberAccount(tx, place, member.id, plan, { refundId });
  await tx.insert(refunds).values({
    id: refundId,
    businessId: place.businessId,
    memberRowId: member.id,
    subscriptionId: subscription.id,
    amountCents,
    storeId: place.storeId,
    counter: place.counter,
    actorUserId: place.actorUserId,
    createdAt: place.at,
  });
  posting.creditWallet(amountCents, 'Refund');
  // Welcome points of a refund that subscribes the member may reach a conversion block.
  posting.convertPoints(plan);
  const balances = await posting.commit();
  return {
    message: CUSTOMER_MESSAGES.refunded,
    data: {
      refundId,
      refundAmount: toDollars(amountCents),
      walletBalance: toDollars(balances.walletBalanceCents),
    },
  };
}
