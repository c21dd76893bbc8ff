import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'User type',
    defaultValue: 'Owner',
    children: (
      <>
        <Radio value="Owner">Owner</Radio>
        <Radio value="Staff">Staff</Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Staff' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Pay with',
    defaultValue: 'account',
    description: 'How the order is paid.',
    children: (
      <>
        <Radio value="account" description="Charged at once">
          Account balance
        </Radio>
        <Radio value="card" description="Takes 3–5 business days">
          Original card
        </Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Choose a user type.' },
};

export const Disabled: Story = { args: { isDisabled: true } };
