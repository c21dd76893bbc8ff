import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Billing Amount' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Billing Amount' });
    await userEvent.type(input, '12a.505');
    await expect(input).toHaveValue('12.50');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const WithAvailableBalance: Story = {
  args: { label: 'Wallet Redeem Amount', description: 'Available: $12.50', maximum: 12.5 },
};

export const OverMaximum: Story = {
  args: {
    label: 'Wallet Redeem Amount',
    description: 'Available: $12.50',
    maximum: 12.5,
    defaultValue: '20',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Enter Refund Amount',
    isInvalid: true,
    defaultValue: '0',
    errorMessage: 'Refund amount must be above 0',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '45.00', label: 'Balance Amount' } };
