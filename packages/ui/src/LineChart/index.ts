export { LineChart } from './LineChart';
export type { LineChartProps, LineChartSeries } from './LineChart';
