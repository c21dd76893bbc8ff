import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { LineChart } from './LineChart';
import { LineChartPlaceholder } from './LineChartPlaceholder';

interface Day {
  date: string;
  a: number;
  b: number;
}

const days: Day[] = Array.from({ length: 30 }, (_, i) => ({
  date: `${i + 1} Nov`,
  a: i * 10,
  b: 300 - i * 10,
}));

function chart(points = days) {
  return render(
    <LineChart
      title="Last 30 days"
      description="Sales and refunds per day."
      points={points}
      xLabel={(day) => day.date}
      formatValue={(value) => `$${value}`}
      series={[
        { id: 'a', label: 'Sales', value: (day) => day.a },
        { id: 'b', label: 'Refunds', value: (day) => day.b },
      ]}
    />,
  );
}

describe('LineChart', () => {
  // jsdom lays nothing out: give the plot a width, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is one image named by its title and described by its description', () => {
    chart();
    const image = screen.getByRole('img', { name: 'Last 30 days' });
    expect(image).toHaveAccessibleDescription('Sales and refunds per day.');
  });

  it('draws a line per series, told apart by dash as well as colour, with a key', () => {
    const { container } = chart();
    const lines = container.querySelectorAll('svg[role="img"] path');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(lines[1]?.getAttribute('stroke-dasharray')).toBe('8 4');
    const key = screen.getByRole('list', { name: 'Last 30 days: key' });
    expect([...key.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sales', 'Refunds']);
  });

  it('gives each of five series a dash of its own', () => {
    const { container } = render(
      <LineChart
        title="Five figures"
        points={days}
        xLabel={(day) => day.date}
        series={['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, label: id, value: (day: Day) => day.a + i }))}
      />,
    );
    const dashes = [...container.querySelectorAll('svg[role="img"] path')].map((line) =>
      line.getAttribute('stroke-dasharray'),
    );
    expect(new Set(dashes).size).toBe(5);
  });

  it('labels the axes: the first and last day, and values in the caller format from 0', () => {
    const { container } = chart();
    const texts = [...container.querySelectorAll('svg[role="img"] text')].map((t) => t.textContent);
    expect(texts).toContain('1 Nov');
    expect(texts).toContain('30 Nov');
    expect(texts).toContain('$0');
    expect(texts).toContain('$300');
  });

  it('labels fewer days on a narrow plot, so the labels never touch', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { container } = chart();
    const days = [...container.querySelectorAll('svg[role="img"] text')]
      .map((t) => t.textContent ?? '')
      .filter((text) => text.endsWith('Nov'));
    expect(days).toEqual(['1 Nov', '16 Nov', '30 Nov']);
  });

  it('shows an axis from 0 to 1 when every figure is 0', () => {
    const { container } = chart(days.map((day) => ({ ...day, a: 0, b: 0 })));
    const texts = [...container.querySelectorAll('svg[role="img"] text')].map((t) => t.textContent);
    expect(texts.filter((text) => text?.startsWith('$'))).toEqual(['$0', '$1']);
  });

  it('has no axe violations', async () => {
    chart();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('LineChartPlaceholder', () => {
  const series = [
    { id: 'a', label: 'Sales' },
    { id: 'b', label: 'Refunds' },
  ];

  it("holds the chart's room with its key while the chart loads, and says what is loading", async () => {
    const { container } = render(
      <LineChartPlaceholder title="Last 30 days" series={series} label="Loading the days" />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the days' })).toBeInTheDocument();
    const key = screen.getByRole('list', { name: 'Last 30 days: key' });
    expect([...key.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sales', 'Refunds']);
    expect(container.querySelector('figure > div')).toHaveStyle({ height: '240px' });
    expect(await axeViolations()).toEqual([]);
  });

  it('takes the height its chart is given', () => {
    const { container } = render(
      <LineChartPlaceholder title="Last 30 days" series={series} label="Loading the days" height={180} />,
    );
    expect(container.querySelector('figure > div')).toHaveStyle({ height: '180px' });
  });
});
