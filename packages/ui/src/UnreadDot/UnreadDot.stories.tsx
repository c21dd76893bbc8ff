import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadDot } from './UnreadDot';

const meta = {
  title: 'Components/UnreadDot',
  component: UnreadDot,
  tags: ['autodocs'],
} satisfies Meta<typeof UnreadDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      Chat <UnreadDot label="New messages" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New messages')).toBeInTheDocument();
  },
};
