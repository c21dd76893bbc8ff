import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading shopfront.jpg', value: 45 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading shopfront.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Complete: Story = { args: { value: 100, label: 'Uploaded shopfront.jpg' } };

export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Preparing upload' } };

export const Failed: Story = { args: { value: 60, isFailed: true, label: 'Upload failed' } };

export const WithoutValueLabel: Story = { args: { showValueLabel: false } };
