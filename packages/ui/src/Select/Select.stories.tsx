import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const stores = [
  { id: 's1', label: 'Main Street' },
  { id: 's2', label: 'Harbour Plaza' },
  { id: 's3', label: 'Airport (closed)', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Store', placeholder: 'Choose a store', items: stores },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelectedKey: 's2' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Store/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Store/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveAccessibleName('Store Harbour Plaza');
    // The picture is taken at rest: the list gone and focus back on the button, with its ring.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithDescription: Story = { args: { description: 'Only stores you work at are listed.' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a store to continue.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 's1' } };

/** Rich options: a price and its discount. */
export const CustomItems: Story = {
  args: { label: 'Product', placeholder: 'Choose a product', items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="g50" textValue="$50.00 – 10% off">
        $50.00 <span style={{ color: 'var(--ct-color-text-muted)' }}>· 10% off</span>
      </SelectItem>
      <SelectItem id="g100" textValue="$100.00 – 15% off">
        $100.00 <span style={{ color: 'var(--ct-color-text-muted)' }}>· 15% off</span>
      </SelectItem>
    </Select>
  ),
};
