import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Fieldset, FieldGrid, FieldGridRow } from './Fieldset';

const regions = [
  { id: 'north', label: 'North' },
  { id: 'south', label: 'South' },
];

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: { legend: 'Contact Details', columns: 2, children: null },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  render: (args) => (
    <Fieldset {...args}>
      <TextField label="Name" isRequired />
      <TextField label="Email" type="email" isRequired />
      <TextField label="Phone Number" type="tel" />
      <TextField label="Website" type="url" />
    </Fieldset>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Contact Details' });
    await expect(within(group).getByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

export const OneColumn: Story = {
  args: { columns: 1, description: 'Where the parcel goes.' },
  render: (args) => (
    <Fieldset {...args}>
      <TextField label="Address Line 1" isRequired />
      <TextField label="Address Line 2" />
    </Fieldset>
  ),
};

export const WithFullRow: Story = {
  args: { legend: 'Address' },
  render: (args) => (
    <Fieldset {...args}>
      <FieldGridRow>
        <TextField label="Address Line 1" isRequired />
      </FieldGridRow>
      <TextField label="City" isRequired />
      <Select label="Region" items={regions} isRequired />
      <TextField label="Postcode" inputMode="numeric" isRequired />
      <FieldGridRow>
        <Checkbox defaultSelected>Open to the public</Checkbox>
      </FieldGridRow>
    </Fieldset>
  ),
};

/** On a phone the grid folds into one column, in reading order. */
export const Phone: Story = {
  ...TwoColumns,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The grid alone, for fields under a heading of their own (a card's title). */
export const GridOnly: Story = {
  render: () => (
    <FieldGrid columns={3}>
      <TextField label="Bank Account Name" isRequired />
      <TextField label="BSB Number" isRequired />
      <TextField label="Bank Account Number" isRequired />
    </FieldGrid>
  ),
};
