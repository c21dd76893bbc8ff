import type { Place } from '../places/place.js';
import type { Operator } from '../staff-limits/operator.js';
import type { RaisedAlerts } from './raised-alerts.js';
import type { WatchedBusiness } from './thresholds.js';

/**
 * A money operation as the alert rules see it: where, by whom and when, for which member, with the
 * business's thresholds (http/money-route.ts hands its operations over as they are).
 */
export interface WatchedOperation {
  place: Place;
  member: { id: string };
  operator: Operator;
  business: WatchedBusiness;
  /** Where the rules raise what they find, written with the operation. */
  alerts: RaisedAlerts;
}
