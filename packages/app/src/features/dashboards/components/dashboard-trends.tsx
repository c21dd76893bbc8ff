import { formatMoney, toCents } from '@countertop/api';
import type { TrendDay } from '@countertop/api';
import { useBusinessTrends } from '@countertop/api/react';
import { Card, DataTable, ErrorState, Spinner, Tab, TabList, TabPanel, Tabs } from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { lazy, Suspense } from 'react';
import { dayLabel, TREND_SERIES } from '../utils/trend-series';
import { DASHBOARD_TEXT } from '../texts';

const T = DASHBOARD_TEXT.trends;

// The chart and its library load only when the chart is shown.
const TrendsChart = lazy(async () => ({ default: (await import('./trends-chart')).TrendsChart }));

const columns: DataTableColumn<TrendDay>[] = [
  { id: 'date', header: T.date, cell: dayLabel, isRowHeader: true },
  ...TREND_SERIES.map((series) => ({
    id: series.id,
    header: series.label,
    cell: (day: TrendDay) => formatMoney(toCents(series.value(day))),
    align: 'end' as const,
  })),
];

/**
 * The owner dashboard's last 30 days (docs/product/front-desk.md §2): rewards, gift card sales,
 * redemptions and refunds per day, as a chart or as a table of the same figures.
 */
export function DashboardTrends() {
  const trends = useBusinessTrends(undefined, { requestOptions: { errorToast: false, loadingToast: false } });
  const loading = <Spinner label={T.loading} />;
  return (
    <Card title={T.title} description={T.description}>
      {trends.isError ? (
        <ErrorState title={T.failed} />
      ) : !trends.data ? (
        loading
      ) : (
        <Tabs defaultSelectedKey="chart">
          <TabList aria-label={T.view}>
            <Tab id="chart">{T.chart}</Tab>
            <Tab id="table">{T.table}</Tab>
          </TabList>
          <TabPanel id="chart">
            <Suspense fallback={loading}>
              <TrendsChart days={trends.data.days} />
            </Suspense>
          </TabPanel>
          <TabPanel id="table">
            <DataTable
              aria-label={T.title}
              columns={columns}
              // Newest first, as records are read; the chart runs oldest to newest, left to right.
              rows={trends.data.days.toReversed()}
              getRowId={(day) => day.date}
            />
          </TabPanel>
        </Tabs>
      )}
    </Card>
  );
}
