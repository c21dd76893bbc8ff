import { useBusinessTrends } from '@countertop/api/react';
import { Card } from '@countertop/ui/Card';
import { ErrorState } from '@countertop/ui/ErrorState';
import { LineChartPlaceholder } from '@countertop/ui/LineChart';
import { Spinner } from '@countertop/ui/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '@countertop/ui/Tabs';
import { Suspense, useState } from 'react';
import { lazyComponent } from '@countertop/app-kit';
import { useWhenVisible } from '@/lib/use-when-visible';
import { TREND_SERIES } from '../utils/trend-series';
import { DASHBOARD_TEXT } from '../texts';

const T = DASHBOARD_TEXT.trends;

// The chart with its library, and the table, load only when they are shown: the chart when its
// room nears the viewport (below the fold on a phone), the table when its tab opens.
const TrendsChart = lazyComponent(async () => (await import('./trends-chart')).TrendsChart);
const TrendsTable = lazyComponent(async () => (await import('./trends-table')).TrendsTable);

/**
 * The owner dashboard's last 30 days (docs/product/front-desk.md §2): rewards, gift card sales,
 * redemptions, refunds and returns per day, as a chart or as a table of the same figures.
 */
export function DashboardTrends() {
  const trends = useBusinessTrends(undefined, { requestOptions: { errorToast: false, loadingToast: false } });
  const days = trends.data?.days;
  const [chartNear, setChartNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const chartRoom = useWhenVisible<HTMLDivElement>(() => setChartNear(true), !chartNear);
  // Until the figures and the chart's code are in, the chart's room with its key: nothing moves
  // when the chart arrives (Lighthouse counts such a jump as layout shift).
  const chartLoading = <LineChartPlaceholder title={T.title} series={TREND_SERIES} label={T.loading} />;
  const tableLoading = <Spinner label={T.loading} />;
  return (
    <Card title={T.title} description={T.description}>
      {trends.isError ? (
        <ErrorState title={T.failed} />
      ) : (
        <Tabs defaultSelectedKey="chart">
          <TabList aria-label={T.view}>
            <Tab id="chart">{T.chart}</Tab>
            <Tab id="table">{T.table}</Tab>
          </TabList>
          <TabPanel id="chart">
            <div ref={chartRoom}>
              <Suspense fallback={chartLoading}>
                {days && chartNear ? <TrendsChart days={days} /> : chartLoading}
              </Suspense>
            </div>
          </TabPanel>
          <TabPanel id="table">
            <Suspense fallback={tableLoading}>{days ? <TrendsTable days={days} /> : tableLoading}</Suspense>
          </TabPanel>
        </Tabs>
      )}
    </Card>
  );
}
