import { randomUUID } from 'node:crypto';
import { refunds, type MemberRow } from '../../db/schema/index.js';
import type { Writes } from '../../db/writes.js';
import { conversionEarnings } from '../earning/index.js';
import { openMemberAccount, type AccountOpening } from '../ledger/member-account.js';
import type { Place } from '../places/place.js';

/** What a refund did, in cents; the route words it for the wire. */
export interface Refund {
  refundId: string;
  amountCents: number;
  walletBalanceCents: number;
}

/** Credits the wallet at this business as a Refund entry, with the refund record it points to. */
export async function refundToWallet(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  amountCents: number,
): Promise<Refund> {
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
  posting.earn(conversionEarnings(posting.pointsBalance, account.plan));
  const balances = posting.commit();
  return { refundId, amountCents, walletBalanceCents: balances.walletBalanceCents };
}
