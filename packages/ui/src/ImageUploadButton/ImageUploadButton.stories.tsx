import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ImageUploadButton, imageUploadButtonSizes } from './ImageUploadButton';

/** A small square logo drawn in SVG, so the story needs no network. */
const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f766e"/><circle cx="32" cy="32" r="16" fill="#f0fdfa"/></svg>',
)}`;

const meta = {
  title: 'Components/ImageUploadButton',
  component: ImageUploadButton,
  tags: ['autodocs'],
  args: { label: 'Upload logo', onSelect: fn(), description: 'Click the picture to upload a new one.' },
  argTypes: { size: { control: 'inline-radio', options: imageUploadButtonSizes } },
} satisfies Meta<typeof ImageUploadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upload logo' });
    await expect(button).toHaveAccessibleDescription('Click the picture to upload a new one.');
  },
};

export const WithImage: Story = { args: { src: logo } };

export const Uploading: Story = { args: { src: logo, isPending: true } };

export const Failed: Story = { args: { src: logo, errorMessage: 'The logo could not be uploaded.' } };

export const Medium: Story = { args: { size: 'md', src: logo } };

export const Disabled: Story = { args: { isDisabled: true } };
