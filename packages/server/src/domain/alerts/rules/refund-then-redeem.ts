import { sql } from 'drizzle-orm';
import { toDollars } from '../../../contract.js';
import { refunds } from '../../../db/schema/index.js';
import type { AlertRow } from '../alert-row.js';
import type { WatchedOperation } from '../watched-operation.js';

/**
 * Wallet money redeemed in a purchase at the business within the owner's window (60 minutes) of a
 * refund to that member there: store credit made and spent at once, the pattern of a staff member
 * refunding themselves. Raised once per refund, naming the refund and whoever made it; the
 * redemption's rtId and who completed it are in the details.
 */
export function refundThenRedeemAlert(
  { place, member, operator, business }: WatchedOperation,
  redemption: { rtId: string; walletCents: number },
): AlertRow {
  const memberRowId = member.id;
  const window = business.thresholds.refundRedeemMinutes;
  const since = new Date(place.at.getTime() - window * 60_000);
  const r = refunds;
  return {
    businessId: place.businessId,
    rule: 'refund-then-redeem',
    actorUserId: sql`refund.actor_user_id`,
    memberRowId,
    storeId: sql`refund.store_id`,
    subject: sql`refund.id::text`,
    details: sql`jsonb_build_object('refundAmount', round(refund.amount_cents / 100.0, 2), 'refundedAt', refund.created_at, 'walletRedeemed', ${toDollars(redemption.walletCents)}::numeric, 'minutesAfterRefund', floor(extract(epoch from ${place.at}::timestamptz - refund.created_at) / 60)::int, 'windowMinutes', ${window}::int, 'rtId', ${redemption.rtId}::text, 'redeemedBy', ${operator.name}::text)`,
    dedupeKey: sql`refund.id::text`,
    at: place.at,
    source: sql`from (select ${r.id}, ${r.actorUserId}, ${r.storeId}, ${r.amountCents}, ${r.createdAt} from ${r} where ${r.businessId} = ${place.businessId} and ${r.memberRowId} = ${memberRowId} and ${r.createdAt} > ${since} and ${r.createdAt} <= ${place.at} order by ${r.createdAt} desc limit 1) as refund`,
  };
}
