import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImages } from '../test/sampleImages';
import { Carousel } from './Carousel';

const images = sampleImages.slice(0, 3).map(({ src, alt }) => ({ src, alt }));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { 'aria-label': 'Summer collection images', images, onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};

export const LastImage: Story = { args: { defaultIndex: 2 } };

export const SingleImage: Story = { args: { images: images.slice(0, 1) } };

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images available')).toBeVisible();
  },
};
