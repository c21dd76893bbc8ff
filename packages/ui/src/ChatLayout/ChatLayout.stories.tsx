import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Composer } from '../Composer';
import { ConversationList, type Conversation } from '../ConversationList';
import { MessageThread, type ThreadMessage } from '../MessageThread';
import { Notice } from '../Notice';
import { ChatLayout } from './ChatLayout';

const chats: Conversation[] = [
  { id: 'c1', name: 'Ada Lovelace', preview: 'Great, thanks! See you Saturday.' },
  { id: 'c2', name: 'Grace Hopper', unreadCount: 2, preview: 'Do you sell gift cards?' },
];

const thread: ThreadMessage[] = [
  {
    id: 'm1',
    text: 'Hello! Is my gift card still valid?',
    direction: 'incoming',
    sentAt: '2026-03-02T09:15:00Z',
  },
  {
    id: 'm2',
    text: 'Hi Ada, yes: it is valid until June.',
    direction: 'outgoing',
    sentAt: '2026-03-02T09:17:00Z',
  },
  {
    id: 'm3',
    text: 'Great, thanks!\nSee you Saturday.',
    direction: 'incoming',
    sentAt: '2026-03-02T09:18:00Z',
  },
];

/**
 * A working chat: choosing a conversation opens it, the back button (on a phone) closes it and
 * puts focus back on its row.
 */
function Chat({ initial = null, notice }: { initial?: Key | null; notice?: boolean }) {
  const [openId, setOpenId] = useState<Key | null>(initial);
  const [closedId, setClosedId] = useState<Key | null>(null);
  const open = chats.find((chat) => chat.id === openId);
  return (
    <ChatLayout
      list={
        <ConversationList
          conversations={chats}
          selectedId={openId}
          onSelect={setOpenId}
          autoFocusId={closedId}
        />
      }
      openTitle={open?.name}
      onBack={() => {
        setClosedId(openId);
        setOpenId(null);
      }}
      notice={
        notice && (
          <Notice tone="warning" role="status">
            Connection lost. Reconnecting…
          </Notice>
        )
      }
    >
      {open && (
        <>
          <MessageThread
            aria-label={`Conversation with ${open.name}`}
            messages={thread}
            formatTime={(date) => date.toISOString().slice(11, 16)}
          />
          <Composer onSend={() => undefined} />
        </>
      )}
    </ChatLayout>
  );
}

const meta = {
  title: 'Components/ChatLayout',
  component: ChatLayout,
  tags: ['autodocs'],
  args: { list: null },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingOpen: Story = {
  render: () => <Chat />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select a chat to view messages')).toBeVisible();
  },
};

export const Open: Story = {
  render: () => <Chat initial="c1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('listbox', { name: 'Conversations' })).toBeVisible();
  },
};

export const Reconnecting: Story = {
  render: () => <Chat initial="c1" notice />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting');
  },
};

export const PhoneList: Story = {
  render: () => <Chat />,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Conversations' })).toBeVisible();
    await expect(canvas.queryByText('Select a chat to view messages')).not.toBeInTheDocument();
  },
};

export const PhoneOpen: Story = {
  render: () => <Chat />,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: /^Ada Lovelace/ }));
    await expect(canvas.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  },
};

/** Back by keyboard: the list returns with focus (and its ring) on the conversation just left. */
export const PhoneBack: Story = {
  render: () => <Chat />,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: /^Grace Hopper/ }));
    const back = canvas.getByRole('button', { name: 'Back to conversations' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('option', { name: /^Grace Hopper/ })).toHaveFocus();
  },
};
