import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageThread, type ThreadMessage } from './MessageThread';

const messages: ThreadMessage[] = [
  {
    id: 'm1',
    text: 'Hi! Is my order on its way?',
    direction: 'incoming',
    senderName: 'Ada',
    sentAt: '2030-01-15T09:30:00Z',
  },
  {
    id: 'm2',
    text: 'Hi Ada, yes: it is valid until 31 March.',
    direction: 'outgoing',
    sentAt: '2030-01-15T09:32:00Z',
  },
  {
    id: 'm3',
    text: 'Great, thanks.\nCan I use it online too?',
    direction: 'incoming',
    senderName: 'Ada',
    sentAt: '2030-01-15T09:33:00Z',
  },
  { id: 'm4', text: 'In store and online, both.', direction: 'outgoing', sentAt: '2030-01-15T09:35:00Z' },
];

const meta = {
  title: 'Components/MessageThread',
  component: MessageThread,
  tags: ['autodocs'],
  args: { 'aria-label': 'Conversation with Ada', messages },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, height: 360, display: 'flex', flexDirection: 'column' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log', { name: 'Conversation with Ada' })).toBeVisible();
  },
};

/** A colleague's reply (the owner reading a staff member's answer): named, outlined, on the right. */
export const FromTeammate: Story = {
  args: {
    messages: [
      ...messages.slice(0, 3),
      {
        id: 'm4',
        text: 'In store and online, both.',
        direction: 'outgoing',
        senderName: 'Sam Lee',
        fromTeammate: true,
        sentAt: '2030-01-15T09:35:00Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sam Lee')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    messages: Array.from({ length: 24 }, (_, i) => ({
      id: `m${i}`,
      text:
        i % 3 === 0
          ? 'A longer message that wraps onto a second line to show how bubbles grow with their text.'
          : `Message ${i + 1}`,
      direction: i % 2 ? 'outgoing' : 'incoming',
      sentAt: Date.UTC(2030, 0, 15, 9, i),
    })),
  },
};

export const HtmlIsText: Story = {
  args: {
    messages: [{ id: 'x', text: '<b>not bold</b> <img src=x onerror=alert(1)>', direction: 'incoming' }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const Empty: Story = { args: { messages: [] } };
