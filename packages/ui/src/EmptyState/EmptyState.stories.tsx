import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageIcon, TagIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No products found', icon: <TagIcon /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No images found',
    description: 'Upload pictures of your products to use them on your pages.',
    icon: <ImageIcon />,
    action: <Button variant="primary">Upload Image</Button>,
  },
};

export const TextOnly: Story = { args: { icon: undefined, title: 'Select a chat to view messages' } };
