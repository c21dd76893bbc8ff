export { LineChart } from './LineChart';
export type { LineChartProps, LineChartSeries } from './LineChart';
export { LineChartPlaceholder } from './LineChartPlaceholder';
export type { LineChartPlaceholderProps } from './LineChartPlaceholder';
