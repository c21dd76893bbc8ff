import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ImagePicker } from './ImagePicker';

/** A tiny real PNG, so the preview has something to draw without the network. */
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([pixel], name, { type: 'image/png' });

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  args: { label: 'Image', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose image' });
    await expect(button).toHaveAccessibleDescription('No image chosen');
  },
};

export const Chosen: Story = { args: { defaultValue: png('shopfront.png') } };

export const LongName: Story = {
  args: { defaultValue: png('summer-sale-banner-final-version-2.png') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('summer-s…on-2.png')).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true, description: 'PNG, JPEG or WebP.' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select an image' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: png('logo.png') } };
