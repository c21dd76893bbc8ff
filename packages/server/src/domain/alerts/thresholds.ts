/**
 * The owner's thresholds for the suspicious-activity rules (docs/domain.md, "Alerts"), kept on the
 * business; the defaults are the columns' (db/schema/businesses.ts).
 */
export interface AlertThresholds {
  /** More rewards than this for one member in one business day raise an alert. */
  rewardsPerMemberDay: number;
  /** Refunded money redeemed within this many minutes of the refund raises an alert. */
  refundRedeemMinutes: number;
  /** Points of a reward, or a refund, more than this many times the business's median raise one. */
  medianMultiple: number;
}

/** What a money operation needs to know of its business to watch it: where its days begin, and its thresholds. */
export interface WatchedBusiness {
  timeZone: string;
  thresholds: AlertThresholds;
}
