import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineChart } from './LineChart';
import { LineChartPlaceholder } from './LineChartPlaceholder';

interface Day {
  date: string;
  sales: number;
  refunds: number;
  visits: number;
  returns: number;
}

/** Thirty days of made-up figures with a weekly rhythm, so the lines cross and dip. */
const days: Day[] = Array.from({ length: 30 }, (_, i) => ({
  date: `${i + 1} Nov`,
  sales: Math.round(400 + 250 * Math.sin(i / 2.2) + (i % 7 === 5 ? 300 : 0)),
  refunds: Math.round(40 + 30 * Math.cos(i / 3)),
  visits: Math.round(220 + 120 * Math.cos(i / 4)),
  returns: i % 6 === 0 ? 90 : 10,
}));

const dollars = (value: number) => `$${value.toLocaleString('en-AU')}`;

const meta = {
  title: 'Components/LineChart',
  component: LineChart<Day>,
  tags: ['autodocs'],
  args: {
    title: 'Last 30 days',
    description: 'Sales, refunds, visits and returns per day.',
    points: days,
    xLabel: (day: Day) => day.date,
    formatValue: dollars,
    series: [
      { id: 'sales', label: 'Sales', value: (day: Day) => day.sales },
      { id: 'refunds', label: 'Refunds', value: (day: Day) => day.refunds },
      { id: 'visits', label: 'Visits', value: (day: Day) => day.visits },
      { id: 'returns', label: 'Returns', value: (day: Day) => day.returns },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LineChart<Day>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Last 30 days' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Last 30 days: key' })).toHaveTextContent('Refunds');
  },
};

/** Nothing happened: a flat line at 0 on an axis from 0 to 1. */
export const Empty: Story = {
  args: { points: days.map((day) => ({ ...day, sales: 0, refunds: 0, visits: 0, returns: 0 })) },
};

/** On a phone the chart draws at the phone's width and its text keeps its size. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/**
 * While the figures or the chart's code load, LineChartPlaceholder holds the chart's room (its
 * plot height and its key), so nothing moves when the chart arrives.
 */
export const Loading: Story = {
  render: (args) => (
    <LineChartPlaceholder title={args.title} series={args.series} label="Loading the last 30 days" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the last 30 days' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Last 30 days: key' })).toHaveTextContent('Refunds');
  },
};
