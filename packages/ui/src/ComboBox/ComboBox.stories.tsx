import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

const states = [
  { id: 'NSW', label: 'New South Wales' },
  { id: 'VIC', label: 'Victoria' },
  { id: 'QLD', label: 'Queensland' },
  { id: 'WA', label: 'Western Australia' },
  { id: 'SA', label: 'South Australia' },
  { id: 'TAS', label: 'Tasmania' },
  { id: 'ACT', label: 'Australian Capital Territory' },
  { id: 'NT', label: 'Northern Territory' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'State', placeholder: 'Start typing a state', defaultItems: states },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'south');
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['New South Wales', 'South Australia']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('New South Wales');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'TAS' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'State is required' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'VIC' } };

export const CustomItems: Story = {
  args: { label: 'Product', placeholder: 'Search products', defaultItems: undefined },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="g50" textValue="$50.00">
        $50.00 · 10% off
      </ComboBoxItem>
      <ComboBoxItem id="g100" textValue="$100.00">
        $100.00 · 15% off
      </ComboBoxItem>
    </ComboBox>
  ),
};
