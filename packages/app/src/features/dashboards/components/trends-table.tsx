import { formatDollars } from '@countertop/api';
import type { TrendDay } from '@countertop/api';
import { DataTable } from '@countertop/ui/DataTable';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { dayLabel, TREND_SERIES } from '../utils/trend-series';
import { DASHBOARD_TEXT } from '../texts';

const T = DASHBOARD_TEXT.trends;

const columns: DataTableColumn<TrendDay>[] = [
  { id: 'date', header: T.date, cell: dayLabel, isRowHeader: true },
  ...TREND_SERIES.map((series) => ({
    id: series.id,
    header: series.label,
    cell: (day: TrendDay) => formatDollars(series.value(day)),
    align: 'end' as const,
  })),
];

/** The last 30 days as a table (loaded with its tab: the table's code stays out of the dashboard's first load). */
export function TrendsTable({ days }: { days: readonly TrendDay[] }) {
  return (
    <DataTable
      aria-label={T.title}
      columns={columns}
      // Newest first, as records are read; the chart runs oldest to newest, left to right.
      rows={days.toReversed()}
      getRowId={(day) => day.date}
    />
  );
}
