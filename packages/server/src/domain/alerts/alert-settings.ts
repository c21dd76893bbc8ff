import { eq } from 'drizzle-orm';
import type { AlertSettings } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

const columns = {
  rewardsPerMemberDay: businesses.alertRewardsPerMemberDay,
  refundRedeemMinutes: businesses.alertRefundRedeemMinutes,
  medianMultiple: businesses.alertMedianMultiple,
};

/** The owner's alert thresholds (the columns' defaults until changed). */
export async function alertSettings(db: Queryable, businessId: string): Promise<AlertSettings> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw new Error(`business ${businessId} not found`);
  return row;
}

/** Saves all three thresholds; the next money operation reads them (its opening statement). */
export async function saveAlertSettings(
  db: Queryable,
  businessId: string,
  settings: AlertSettings,
): Promise<AlertSettings> {
  const [row] = await db
    .update(businesses)
    .set({
      alertRewardsPerMemberDay: settings.rewardsPerMemberDay,
      alertRefundRedeemMinutes: settings.refundRedeemMinutes,
      alertMedianMultiple: settings.medianMultiple,
    })
    .where(eq(businesses.id, businessId))
    .returning(columns);
  if (!row) throw new Error(`business ${businessId} not found`);
  return row;
}
