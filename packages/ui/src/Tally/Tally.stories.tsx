import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tally } from './Tally';

const meta = {
  title: 'Components/Tally',
  component: Tally,
  tags: ['autodocs'],
  args: { value: 6, max: 9, label: '6 of 9 stamps' },
} satisfies Meta<typeof Tally>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6 of 9 stamps')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0, max: 9, label: '0 of 9 stamps' } };

export const LongCard: Story = { args: { value: 14, max: 20, label: '14 of 20 stamps' } };
