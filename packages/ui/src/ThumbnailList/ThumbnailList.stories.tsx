import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImages } from '../test/sampleImages';
import { ThumbnailList, type Thumbnail, type ThumbnailListProps } from './ThumbnailList';

const items: Thumbnail[] = sampleImages.slice(0, 3).map(({ id, src, title }) => ({ id, src, title }));

const meta = {
  title: 'Components/ThumbnailList',
  component: ThumbnailList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Selected images', items, onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ThumbnailList>;

export default meta;

function RemovableList(args: ThumbnailListProps) {
  const [chosen, setChosen] = useState(items);
  return (
    <ThumbnailList
      {...args}
      items={chosen}
      onRemove={(id) => setChosen((c) => c.filter((i) => i.id !== id))}
    />
  );
}
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Croissants' }));
    await expect(args.onRemove).toHaveBeenCalledWith('img-1');
  },
};

/** Removing by keyboard: focus moves on to the next remove button. */
export const Removable: Story = {
  render: (args) => <RemovableList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // Focus moves in an effect after the removal renders, a moment later on a loaded machine.
    const next = await canvas.findByRole('button', { name: 'Remove Flat white' });
    await waitFor(() => expect(next).toHaveFocus());
  },
};

export const ReadOnly: Story = { args: { onRemove: undefined } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images selected')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
