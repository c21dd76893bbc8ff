import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

/** A data-URL picture, so the story needs no network. */
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#3b82f6"/><circle cx="24" cy="19" r="9" fill="#dbeafe"/><rect x="10" y="32" width="28" height="16" rx="8" fill="#dbeafe"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace', isLabelled: true },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const WithPicture: Story = { args: { src: picture } };

export const BrokenPicture: Story = { args: { src: '/does-not-exist.png' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} />
      ))}
    </div>
  ),
};
