import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList, type Conversation } from './ConversationList';

const chats: Conversation[] = [
  { id: 'c1', name: 'Ada Lovelace', unreadCount: 3, preview: 'Is my order on its way?' },
  { id: 'c2', name: 'Grace Hopper', preview: 'Thanks, see you Saturday!' },
  { id: 'c3', name: 'Alan Turing', unreadCount: 120, preview: 'Hello?' },
  { id: 'c4', name: 'Katherine Johnson' },
];

const meta = {
  title: 'Components/ConversationList',
  component: ConversationList,
  tags: ['autodocs'],
  args: { conversations: chats, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('c2');
  },
};

export const Selected: Story = {
  render: function Render(args) {
    const [id, setId] = useState<Key | null>('c1');
    return <ConversationList {...args} selectedId={id} onSelect={setId} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: /^Ada Lovelace/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = { args: { conversations: [] } };
