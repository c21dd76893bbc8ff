import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, drawerPlacements, drawerSizes } from './Drawer';

const details = (
  <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
    <dt>Address</dt>
    <dd style={{ margin: 0 }}>1 Main Street, Sydney NSW 2000</dd>
    <dt>Phone</dt>
    <dd style={{ margin: 0 }}>+61 2 9000 0000</dd>
    <dt>Operational</dt>
    <dd style={{ margin: 0 }}>Yes</dd>
  </dl>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { title: 'Store Details', isOpen: true, onOpenChange: fn(), children: details },
  argTypes: {
    placement: { control: 'inline-radio', options: drawerPlacements },
    size: { control: 'inline-radio', options: drawerSizes },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Store Details' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Start: Story = { args: { placement: 'start', size: 'sm' } };

export const WithFooter: Story = {
  args: {
    footer: (close: () => void) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="primary">Edit Store</Button>
      </>
    ),
  },
};

export const HiddenTitle: Story = {
  args: { title: 'Navigation', hideTitle: true, placement: 'start', size: 'sm', children: <p>Menu items</p> },
};
