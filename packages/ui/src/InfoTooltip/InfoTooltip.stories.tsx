import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { InfoTooltip } from './InfoTooltip';

const meta = {
  title: 'Components/InfoTooltip',
  component: InfoTooltip,
  tags: ['autodocs'],
  args: {
    label: 'About Points per dollar spent',
    children: 'Points a customer earns for each dollar they spend.',
  },
  decorators: [(Story) => <div style={{ padding: '64px 24px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenByKeyboard: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Points a customer earns');
  },
};

export const NextToText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      Points per dollar spent <InfoTooltip {...args} />
    </p>
  ),
};
