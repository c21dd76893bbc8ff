import { toDollars } from '../../../contract.js';
import { plainAlert, type AlertDetails, type AlertRow } from '../alert-row.js';
import type { WatchedOperation } from '../watched-operation.js';

/** What is measured against the business's median: a reward's points, or a refund in cents. */
export interface MeasuredOperation {
  kind: 'reward' | 'refund';
  /** The reward transaction's or the refund's id. */
  id: string;
  /** Points earned, or cents refunded. */
  amount: number;
  /** The business's median of the same (median-baselines.ts); null without enough history. */
  median: number | null;
}

/**
 * A reward's points or a refund more than the owner's multiple (10) of the business's median
 * over the last 30 days: the unusual operation Square warns owners about. Decided in Node (the
 * median is known), once per operation; nothing is raised while the business has too little
 * history, or a median of 0, to call anything unusual.
 */
export function farAboveMedianAlert(
  { place, member, business }: WatchedOperation,
  { kind, id, amount, median }: MeasuredOperation,
): AlertRow | undefined {
  const multiple = business.thresholds.medianMultiple;
  if (median === null || median <= 0 || amount <= multiple * median) return undefined;
  const figures: AlertDetails =
    kind === 'reward'
      ? { points: amount, medianPoints: median }
      : { refundAmount: toDollars(amount), medianRefund: toDollars(Math.round(median)) };
  return plainAlert({
    businessId: place.businessId,
    rule: 'far-above-median',
    actorUserId: place.actorUserId,
    memberRowId: member.id,
    storeId: place.storeId,
    subject: id,
    details: { kind, ...figures, multiple },
    dedupeKey: `${kind}:${id}`,
    at: place.at,
  });
}
