import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, toast } from './Toaster';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 24, minHeight: 320 }}>
      <Toaster {...args} />
      <Button variant="primary" onPress={() => toast.success('Order saved successfully!')}>
        Success
      </Button>
      <Button onPress={() => toast.error('Request failed, please try again.')}>Error</Button>
      <Button onPress={() => toast('Receipt sent by e-mail.')}>Message</Button>
      <Button onPress={() => toast.loading('Processing...')}>Loading</Button>
      <Button variant="ghost" onPress={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    // Toasts stack; only the newest shows its text until the stack is hovered or focused.
    await expect(await screen.findByText('Order saved successfully!')).toBeInTheDocument();
    const error = await screen.findByText('Request failed, please try again.');
    await waitFor(() => expect(error).toBeVisible());
    // Alt+T opens the stack, as a keyboard user reaches it: both toasts in full, and they stay
    // while it is open, so the picture does not depend on how long a busy machine took to take it.
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const stack = screen.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(stack).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(screen.getByText('Order saved successfully!')).toBeVisible());
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Loading' }));
    const loading = await screen.findByText('Processing...');
    await waitFor(() => expect(loading).toBeVisible());
  },
};
