import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Number of counters', defaultValue: 1, minValue: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of counters' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
  },
};

export const Percent: Story = {
  args: {
    label: 'Discount',
    defaultValue: 0.1,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
};

export const WithDescription: Story = {
  args: { label: 'Days to dispatch', description: 'At least 1.', showSteppers: false },
};

export const Invalid: Story = {
  args: { label: 'Number of days', isInvalid: true, errorMessage: 'Please enter valid number of days' },
};

export const Disabled: Story = { args: { isDisabled: true } };
