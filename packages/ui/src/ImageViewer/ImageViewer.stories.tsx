import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ImageGrid } from '../ImageGrid';
import { sampleImages } from '../test/sampleImages';
import { ImageViewer } from './ImageViewer';

const meta = {
  title: 'Components/ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  args: { images: sampleImages, isOpen: true, onOpenChange: fn(), onIndexChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Croissants' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(await screen.findByText('2 of 6')).toBeVisible();
  },
};

export const SingleImage: Story = { args: { images: sampleImages.slice(0, 1) } };

/** The gallery's flow: a click on a tile opens the viewer on that image. */
export const FromGallery: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState<number | null>(null);
    return (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <ImageGrid
          aria-label="Gallery"
          images={sampleImages}
          onAction={(id) => setOpen(sampleImages.findIndex((i) => i.id === id))}
        />
        <ImageViewer
          {...args}
          isOpen={open !== null}
          index={open ?? 0}
          onIndexChange={setOpen}
          onOpenChange={(o) => !o && setOpen(null)}
        />
      </div>
    );
  },
};
