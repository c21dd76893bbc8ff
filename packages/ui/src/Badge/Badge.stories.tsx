import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Published', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="accent">Owner Device</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Expired</Badge>
      <Badge tone="danger">Deleted</Badge>
    </div>
  ),
};

export const SolidCounts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="accent" solid aria-label="3 unread messages">
        3
      </Badge>
      <Badge tone="danger" solid aria-label="12 unread messages">
        12
      </Badge>
      <Badge tone="neutral" solid>
        99+
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '3 unread messages' })).toHaveTextContent(
      '3',
    );
  },
};
