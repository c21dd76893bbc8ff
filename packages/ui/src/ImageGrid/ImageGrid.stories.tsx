import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImages } from '../test/sampleImages';
import { ImageGrid } from './ImageGrid';

const meta = {
  title: 'Components/ImageGrid',
  component: ImageGrid,
  tags: ['autodocs'],
  args: { 'aria-label': 'Gallery', images: sampleImages, onAction: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('img-2');
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveFocus();
  },
};

export const SelectImages: Story = {
  args: {
    'aria-label': 'Select Images',
    columns: 2,
    selectionMode: 'multiple',
    onConfirmSelection: fn(),
    onCancel: fn(),
    onAction: undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Croissants'));
    await userEvent.click(canvas.getByText('Lemon tart'));
    await userEvent.click(canvas.getByRole('button', { name: 'Select (2)' }));
    await expect(args.onConfirmSelection).toHaveBeenCalledWith(['img-1', 'img-3']);
  },
};

export const WithSelection: Story = {
  args: {
    selectionMode: 'multiple',
    defaultSelectedKeys: ['img-2', 'img-5'],
    onConfirmSelection: fn(),
    onAction: undefined,
  },
};

export const WithoutTitles: Story = { args: { showTitles: false, columns: 4 } };

export const Empty: Story = { args: { images: [] } };
