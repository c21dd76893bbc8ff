import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { Dialog, DialogTrigger, dialogSizes } from './Dialog';

const stores = [
  { id: 's1', label: 'Main Street' },
  { id: 's2', label: 'Harbour Plaza' },
];
const counters = [
  { id: 'c1', label: 'Counter 1' },
  { id: 'c2', label: 'Counter 2' },
];

/** The spec's 'Select Store & Counter' step: Continue waits for both choices. */
function StoreAndCounter(props: Partial<React.ComponentProps<typeof Dialog>>) {
  const [store, setStore] = useState<string | null>(null);
  const [counter, setCounter] = useState<string | null>(null);
  return (
    <Dialog
      title="Select Store & Counter"
      description="Choose where you are working today."
      isOpen
      isKeyboardDismissDisabled
      footer={
        <>
          <Button>Cancel</Button>
          <Button variant="primary" isDisabled={!store || !counter}>
            Continue
          </Button>
        </>
      }
      {...props}
    >
      <Select
        label="Store"
        placeholder="Choose a store"
        items={stores}
        selectedKey={store}
        onSelectionChange={(key) => setStore(key === null ? null : String(key))}
      />
      <Select
        label="Counter"
        placeholder="Choose a counter"
        items={counters}
        isDisabled={!store}
        selectedKey={counter}
        onSelectionChange={(key) => setCounter(key === null ? null : String(key))}
      />
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Select Store & Counter' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreAndCounterStep: Story = {
  render: () => <StoreAndCounter />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Store & Counter' });
    // The dialog takes focus once it has opened; anything focused before that loses it again.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Store/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main Street' }));
    // The counter by keyboard, so the picture shows where a keyboard user is: on the picker.
    const counter = within(dialog).getByRole('button', { name: /^Counter/ });
    counter.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Counter 1' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // react-aria hands focus back to the picker or, now and then, to the dialog: two scopes race
    // in animation-frame callbacks. Once both have run, the picture is taken on the picker.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    counter.focus();
    await expect(counter).toHaveTextContent('Counter 2');
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Dismissable: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Open</Button>
      <Dialog {...args} title="Summer sale" description="Valid till 31 Jan 2027" isDismissable>
        <p>Ten percent off every order this month.</p>
      </Dialog>
    </DialogTrigger>
  ),
};

export const Confirmation: Story = {
  render: (args) => (
    <Dialog
      {...args}
      isOpen
      role="alertdialog"
      size="sm"
      title="Log out?"
      footer={
        <>
          <Button>Stay</Button>
          <Button variant="danger">Logout</Button>
        </>
      }
    >
      <p>You will need a new one-time code to sign in again.</p>
    </Dialog>
  ),
};

export const OpenFromButton: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button variant="primary">View sale</Button>
        <Dialog {...args} title="Summer sale" isDismissable>
          <p>Ten percent off every order this month.</p>
        </Dialog>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summer sale' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};
