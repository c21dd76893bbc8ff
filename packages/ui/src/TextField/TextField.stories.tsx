import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@business.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.keyboard('owner@example.com');
    await expect(input).toHaveValue('owner@example.com');
  },
};

export const WithDescription: Story = {
  args: { label: 'Business Handle', type: 'text', description: 'Ask your business owner for it.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'owner@', errorMessage: 'Enter a valid e-mail address.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'owner@example.com' } };

export const Otp: Story = {
  args: {
    label: 'OTP',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 6,
    autoComplete: 'one-time-code',
    placeholder: '6-digit code',
  },
};

/** Several lines: Enter starts a new one. */
export const MultiLine: Story = {
  args: { label: 'Description', type: 'text', rows: 4, placeholder: undefined, autoComplete: undefined },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    await userEvent.keyboard('Two coffees{Enter}for one');
    await expect(area).toHaveValue('Two coffees\nfor one');
  },
};

/** A value shown but not editable, in a form that mixes both: tagged, and flat. */
export const ReadOnlyMarked: Story = {
  args: {
    label: 'Business Handle',
    type: 'text',
    isReadOnly: true,
    isRequired: true,
    markReadOnly: true,
    defaultValue: 'harbourlane',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business Handle' });
    await expect(input).toHaveAttribute('readonly');
    await expect(within(canvasElement).getByText('Read-only')).toBeVisible();
  },
};
