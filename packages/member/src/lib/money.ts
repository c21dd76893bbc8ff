import { formatMoney, toCents } from '@countertop/api';

/** A wire amount (decimal dollars) as the screens show money: `$` and two decimals. */
export function dollarsText(dollars: number): string {
  return formatMoney(toCents(dollars));
}
