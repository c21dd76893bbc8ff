import { useUiStrings } from '../intl';
import { lineChart } from '../intl/en-AU/lineChart';
import * as styles from './LineChart.css';

/** The series tones, in the order series take them. */
const lineChartTones = ['accent', 'success', 'warning', 'danger', 'muted'] as const;
type LineChartTone = (typeof lineChartTones)[number];

/** The dash of each tone's line (and legend swatch): solid, dashed, dotted, dash-dot, long dash. */
const DASHES: Record<LineChartTone, string | undefined> = {
  accent: undefined,
  success: '8 4',
  warning: '2 4',
  danger: '10 4 2 4',
  muted: '16 6',
};

/** Height of a line chart's plot in px, unless it says otherwise. */
export const LINE_CHART_HEIGHT = 240;

/** The tone class and dash of the series at `index`. */
export function seriesLook(index: number): { className: string; dash: string | undefined } {
  const tone = lineChartTones[index % lineChartTones.length] ?? 'accent';
  return { className: styles.tones[tone], dash: DASHES[tone] };
}

/** The key under a line chart: each series' label beside a swatch of its colour and dash. */
export function LineChartLegend({
  title,
  series,
}: {
  title: string;
  series: readonly { id: string; label: string }[];
}) {
  const strings = useUiStrings('lineChart', lineChart);
  return (
    <ul className={styles.legend} aria-label={strings.format('key', { title })}>
      {series.map((s, i) => {
        const look = seriesLook(i);
        return (
          <li key={s.id} className={styles.legendItem}>
            <svg className={`${styles.swatch} ${look.className}`} width={28} height={10} aria-hidden="true">
              <line x1={2} x2={26} y1={5} y2={5} strokeWidth={2.5} strokeDasharray={look.dash} />
            </svg>
            {s.label}
          </li>
        );
      })}
    </ul>
  );
}
