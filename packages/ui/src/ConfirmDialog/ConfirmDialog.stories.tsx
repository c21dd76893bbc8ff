import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete this product?',
    children: 'It moves to Archived and can no longer be sold.',
    confirmLabel: 'Delete',
    tone: 'danger',
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Publish this page?',
    children: 'Visitors see it at once.',
    confirmLabel: 'Publish',
  },
};

export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(screen.getByRole('button', { name: /^Delete/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const FromAButton: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Delete
        </Button>
        <ConfirmDialog {...args} isOpen={open} onOpenChange={setOpen} />
      </div>
    );
  },
};
