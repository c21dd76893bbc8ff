import { sql } from 'drizzle-orm';
import { toDollars } from '../../../contract.js';
import { refunds } from '../../../db/schema/index.js';
import type { Slot } from '../../../db/write-shapes.js';
import { alertSelect, type AlertRow } from '../alert-row.js';
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
  const window = business.thresholds.refundRedeemMinutes;
  return {
    key: 'refund-then-redeem',
    select: refundThenRedeemSelect,
    values: {
      businessId: place.businessId,
      rule: 'refund-then-redeem',
      memberRowId: member.id,
      walletRedeemed: toDollars(redemption.walletCents),
      at: place.at,
      window,
      rtId: redemption.rtId,
      redeemedBy: operator.name,
      since: new Date(place.at.getTime() - window * 60_000),
    },
  };
}

const refundThenRedeemSelect = (slot: Slot) => {
  const r = refunds;
  return alertSelect(
    {
      businessId: slot('businessId'),
      rule: slot('rule'),
      actorUserId: sql`refund.actor_user_id`,
      memberRowId: slot('memberRowId'),
      storeId: sql`refund.store_id`,
      subject: sql`refund.id::text`,
      details: sql`jsonb_build_object('refundAmount', round(refund.amount_cents / 100.0, 2), 'refundedAt', refund.created_at, 'walletRedeemed', ${slot('walletRedeemed')}::numeric, 'minutesAfterRefund', floor(extract(epoch from ${slot('at')}::timestamptz - refund.created_at) / 60)::int, 'windowMinutes', ${slot('window')}::int, 'rtId', ${slot('rtId')}::text, 'redeemedBy', ${slot('redeemedBy')}::text)`,
      dedupeKey: sql`refund.id::text`,
      at: slot('at'),
    },
    sql`from (select ${r.id}, ${r.actorUserId}, ${r.storeId}, ${r.amountCents}, ${r.createdAt} from ${r} where ${r.businessId} = ${slot('businessId')} and ${r.memberRowId} = ${slot('memberRowId')} and ${r.createdAt} > ${slot('since')} and ${r.createdAt} <= ${slot('at')} order by ${r.createdAt} desc limit 1) as refund`,
  );
};
