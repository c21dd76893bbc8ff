import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { InfoTooltip } from './InfoTooltip';

const meta = {
  title: 'Components/InfoTooltip',
  component: InfoTooltip,
  tags: ['autodocs'],
  args: {
    label: 'About Days to dispatch',
    children: 'Working days before an order leaves the warehouse.',
  },
  decorators: [(Story) => <div style={{ padding: '64px 24px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenByKeyboard: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Working days before an order');
  },
};

export const NextToText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      Days to dispatch <InfoTooltip {...args} />
    </p>
  ),
};
