import { randomUUID } from 'node:crypto';
import { toDollars } from '../../../contract.js';
import { refunds, type MemberRow } from '../../../db/schema/index.js';
import type { Writes } from '../../../db/writes.js';
import { openMemberAccount, type AccountOpening } from '../../../domain/ledger/member-account.js';
import type { Place } from '../../../domain/places/place.js';
import { CUSTOMER_MESSAGES } from '../../../domain/members/messages.js';

/** Credits the wallet at this business as a Refund entry, with the refund record it points to. */
export async function refundToWallet(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  amountCents: number,
) {
  const refundId = randomUUID();
  const { posting, subscription } = await openMemberAccount(writes, place, member.id, account, { refundId });
  // Queued before the entries that point to it (their foreign key is checked at the statement's end).
  writes.add(
    writes.tx.insert(refunds).values({
      id: refundId,
      businessId: place.businessId,
      memberRowId: member.id,
      subscriptionId: subscription.id,
      amountCents,
      storeId: place.storeId,
      counter: place.counter,
      actorUserId: place.actorUserId,
      createdAt: place.at,
    }),
  );
  posting.creditWallet(amountCents, 'Refund');
  // Welcome points of a refund that subscribes the member may reach a conversion block.
  posting.convertPoints(account.plan);
  const balances = posting.commit();
  return {
    message: CUSTOMER_MESSAGES.refunded,
    data: {
      refundId,
      refundAmount: toDollars(amountCents),
      walletBalance: toDollars(balances.walletBalanceCents),
    },
  };
}
