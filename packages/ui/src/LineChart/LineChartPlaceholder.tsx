import { Spinner } from '../Spinner';
import * as styles from './LineChart.css';
import { LINE_CHART_HEIGHT, LineChartLegend } from './LineChartLegend';

export interface LineChartPlaceholderProps {
  /** The chart's title: names its key, as the chart's own does. */
  title: string;
  /** The chart's series (only their ids and labels are read). */
  series: readonly { id: string; label: string }[];
  /** What is loading, for screen readers. */
  label: string;
  /** The chart's plot height in px. @default 240, as LineChart's */
  height?: number;
}

/**
 * Stands where a `LineChart` will be while its figures or its code load: the same plot height
 * and the same key, so the chart takes exactly its room when it arrives and nothing under it
 * moves. Apart from the chart so it costs none of the chart's library.
 */
export function LineChartPlaceholder({
  title,
  series,
  label,
  height = LINE_CHART_HEIGHT,
}: LineChartPlaceholderProps) {
  return (
    <figure className={styles.figure}>
      <div className={styles.placeholderPlot} style={{ height }}>
        <Spinner label={label} />
      </div>
      <LineChartLegend title={title} series={series} />
    </figure>
  );
}
