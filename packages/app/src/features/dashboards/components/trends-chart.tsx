import { formatDollars } from '@countertop/api';
import type { TrendDay } from '@countertop/api';
import { LineChart } from '@countertop/ui/LineChart';
import { dayLabel, TREND_SERIES } from '../utils/trend-series';
import { DASHBOARD_TEXT } from '../texts';

// Whole dollars on the axis: its ticks are round figures.
const axisMoney = (dollars: number) => formatDollars(dollars).replace(/\.00$/, '');

/** The last 30 days as lines (loaded on its own: the chart library stays out of the dashboard's first load). */
export function TrendsChart({ days }: { days: readonly TrendDay[] }) {
  return (
    <LineChart
      title={DASHBOARD_TEXT.trends.title}
      description={DASHBOARD_TEXT.trends.description}
      points={days}
      xLabel={dayLabel}
      series={TREND_SERIES}
      formatValue={axisMoney}
    />
  );
}
