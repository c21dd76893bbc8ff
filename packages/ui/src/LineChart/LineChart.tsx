import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { useNumberFormatter } from 'react-aria';
import * as styles from './LineChart.css';
import { LINE_CHART_HEIGHT, LineChartLegend, seriesLook } from './LineChartLegend';
import { useElementWidth } from './useElementWidth';

export interface LineChartSeries<Point> {
  /** Keys the series; unique within the chart. */
  id: string;
  /** Shown in the legend. */
  label: string;
  value: (point: Point) => number;
}

export interface LineChartProps<Point> {
  /** Names the chart for assistive technology (its accessible name). */
  title: string;
  /** One or two sentences that say what the chart shows, read after the title. */
  description?: string;
  points: readonly Point[];
  /** The label of a point on the horizontal axis, e.g. '24 Nov'. Unique per point. */
  xLabel: (point: Point) => string;
  /** Up to five series, each drawn in its own colour and dash. */
  series: readonly LineChartSeries<Point>[];
  /** How the vertical axis writes a value, e.g. as dollars. @default the locale's (I18nProvider's) digits */
  formatValue?: (value: number) => string;
  /** Height of the plot in px. @default 240 */
  height?: number;
  /** How many labels the horizontal axis aims for (the first and the last always show). @default 6 */
  xTicks?: number;
}

const MARGIN = { top: 8, right: 16, bottom: 28, left: 56 };

/** Room for one horizontal-axis label ('30 Nov') and the gap after it, in px. */
const MIN_LABEL_SPACING = 64;

/**
 * About `count` evenly spaced labels, the first and the last always among them: the one before
 * the last gives way when the two would touch.
 */
function axisLabels(labels: readonly string[], count: number): string[] {
  const last = labels.length - 1;
  if (last < 1) return [...labels];
  const every = Math.max(1, Math.ceil(last / Math.max(1, count - 1)));
  const shown = labels.map((_, i) => i).filter((i) => i % every === 0);
  const previous = shown.at(-1) ?? 0;
  if (previous !== last) {
    if (previous > 0 && last - previous < every * 0.6) shown.pop();
    shown.push(last);
  }
  return shown.map((i) => labels[i] ?? '');
}

/**
 * A line chart of a few series over the same points (days, say). The SVG is one image to
 * assistive technology, named by `title` and `description`: a chart's figures are not readable
 * point by point, so a screen should offer the same figures as a table beside it. Series are told
 * apart by dash as well as colour, and every colour comes from the theme.
 */
export function LineChart<Point>({
  title,
  description,
  points,
  xLabel,
  series,
  formatValue: ownFormatValue,
  height = LINE_CHART_HEIGHT,
  xTicks = 6,
}: LineChartProps<Point>) {
  const numbers = useNumberFormatter();
  const formatValue = ownFormatValue ?? ((value: number) => numbers.format(value));
  const id = useId();
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const labels = points.map(xLabel);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(0, ...series.flatMap((s) => points.map(s.value)));

  const x = scalePoint<string>({ domain: labels, range: [0, innerWidth] });
  // A chart of nothing shows an axis from 0 to 1 (not a flat line at the top, nor fractions of
  // nothing); otherwise about four round steps, the top one at or above the highest point.
  const tickCount = highest ? 4 : 1;
  const y = scaleLinear<number>({ domain: [0, highest || 1], range: [innerHeight, 0], nice: tickCount });
  const yTicks = y.ticks(tickCount);
  const shownLabels = axisLabels(labels, Math.min(xTicks, Math.floor(innerWidth / MIN_LABEL_SPACING)));

  return (
    <figure className={styles.figure}>
      <div ref={plotRef} className={styles.plot}>
        {width > 0 && (
          <svg
            className={styles.svg}
            width={width}
            height={height}
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={description ? `${id}-desc` : undefined}
          >
            <title id={`${id}-title`}>{title}</title>
            {description && <desc id={`${id}-desc`}>{description}</desc>}
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              {yTicks.map((tick) => (
                <g key={tick} transform={`translate(0,${y(tick)})`}>
                  <line className={styles.gridLine} x1={0} x2={innerWidth} />
                  <text className={styles.axisText} x={-8} dy="0.32em" textAnchor="end">
                    {formatValue(tick)}
                  </text>
                </g>
              ))}
              {shownLabels.map((label, i) => (
                <text
                  key={label}
                  className={styles.axisText}
                  x={x(label)}
                  y={innerHeight + 20}
                  textAnchor={i === 0 ? 'start' : i === shownLabels.length - 1 ? 'end' : 'middle'}
                >
                  {label}
                </text>
              ))}
              {series.map((s, i) => {
                const look = seriesLook(i);
                return (
                  <LinePath
                    key={s.id}
                    data={[...points]}
                    x={(point) => x(xLabel(point)) ?? 0}
                    y={(point) => y(s.value(point))}
                    className={`${styles.line} ${look.className}`}
                    strokeDasharray={look.dash}
                  />
                );
              })}
            </g>
          </svg>
        )}
      </div>
      <LineChartLegend title={title} series={series} />
    </figure>
  );
}
