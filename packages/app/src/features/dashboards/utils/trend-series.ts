import type { TrendDay } from '@countertop/api';
import { DASHBOARD_TEXT } from '../texts';

const T = DASHBOARD_TEXT.trends;

/** The five figures of a day, in the order the chart's key and the table's columns show them. */
export const TREND_SERIES = [
  { id: 'rewards', label: T.rewards, value: (day: TrendDay) => day.rewards },
  { id: 'giftCardSales', label: T.giftCardSales, value: (day: TrendDay) => day.giftCardSales },
  { id: 'redemptions', label: T.redemptions, value: (day: TrendDay) => day.redemptions },
  { id: 'refunds', label: T.refunds, value: (day: TrendDay) => day.refunds },
  { id: 'returns', label: T.returns, value: (day: TrendDay) => day.returns },
] as const;

const shortDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day (YYYY-MM-DD, the business's calendar) as the axis and the table write it: '24 Nov'. */
export function dayLabel(day: Pick<TrendDay, 'date'>): string {
  return shortDay.format(new Date(`${day.date}T00:00:00Z`));
}
