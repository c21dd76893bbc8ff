import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: 'Name', description: 'Surry Hills' },
      { term: 'Address', description: '412 Crown Street, Surry Hills NSW 2010' },
      { term: 'Phone Number', description: '02 9360 7821' },
      { term: 'Website', description: 'https://example.com/locations/surry-hills-and-darlinghurst' },
      { term: 'Operational', description: 'Yes' },
      { term: 'Counters', description: 2 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Surry Hills')).toBeVisible();
  },
};

/** On a phone a long URL wraps inside its cell instead of widening the list. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Lists shown one under another, given one `termWidth`, keep their values in one column. */
export const Stacked: Story = {
  args: { termWidth: '11rem' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DescriptionList {...args} aria-label="Balances" items={[{ term: 'Points', description: '81' }]} />
      <DescriptionList
        {...args}
        aria-label="Activity"
        items={[{ term: 'Total Points Earned', description: '81' }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('dd')].map((dd) => dd.getBoundingClientRect().left);
    await expect(values).toHaveLength(2);
    await expect(values[0]).toBe(values[1]);
  },
};
