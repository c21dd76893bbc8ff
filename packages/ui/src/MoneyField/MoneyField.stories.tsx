import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Price' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '12a.505');
    await expect(input).toHaveValue('12.50');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const WithAvailableBalance: Story = {
  args: { label: 'Discount', description: 'Available: $12.50' },
};

/** The app checks the amount and marks the field; the field itself deals in text only. */
export const OverMaximum: Story = {
  args: {
    label: 'Discount',
    description: 'Available: $12.50',
    defaultValue: '20',
    isInvalid: true,
    errorMessage: 'Cannot exceed $12.50',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Deposit',
    isInvalid: true,
    defaultValue: '0',
    errorMessage: 'Deposit must be above 0',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '45.00', label: 'Total' } };
