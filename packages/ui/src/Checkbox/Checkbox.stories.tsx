import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'I accept the terms' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Some stores' } };

export const WithDescription: Story = {
  args: { children: 'Print a receipt', description: 'The counter printer prints one copy.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Confirm before you continue.' },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} isDisabled />
      <Checkbox {...args} isDisabled defaultSelected />
    </div>
  ),
};

/** The spec's confirmations: the action stays disabled until the box is ticked. */
export const RequiredConfirmation: Story = {
  render: function Render(args) {
    const [confirmed, setConfirmed] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Checkbox {...args} isRequired isSelected={confirmed} onChange={setConfirmed}>
          I confirm that I&apos;ve received $12.50
        </Checkbox>
        <Button variant="primary" isDisabled={!confirmed}>
          Complete
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeEnabled();
  },
};
