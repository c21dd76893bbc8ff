import { formatCountOf } from '@countertop/api';

/**
 * How long a gift card lasts, as the front desk words it (docs/product/front-desk.md §2 and §7):
 * 'N days', or 'Never expires' for a card without a validity. The gift cards screen capitalises
 * its own ('N Days'), as its spec asks.
 */
export function validityDays(days: number | null): string {
  return days === null ? 'Never expires' : formatCountOf(days, 'day');
}
