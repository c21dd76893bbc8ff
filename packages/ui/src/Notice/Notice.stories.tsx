import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Notice, noticeTones } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: 'Orders placed after 3 pm ship the next business day.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ship the next business day/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    children: 'You are on the starter plan. Upgrade to access more features.',
    action: <Button onPress={fn()}>Upgrade</Button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upgrade' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    role: 'status',
    title: 'Check the validity',
    children: 'Most vouchers must be valid for at least 3 years. It will be saved all the same.',
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    children: 'Your plan allows 5 published items. Upgrade your plan to publish more.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your plan allows 5');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`Tone: ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Phone: Story = {
  args: WithAction.args,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
