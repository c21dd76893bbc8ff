import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageThread, type ThreadMessage } from '../MessageThread';
import { Composer } from './Composer';

const meta = {
  title: 'Components/Composer',
  component: Composer,
  tags: ['autodocs'],
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nthere');
    await expect(box).toHaveValue('');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The chat screen's pair: messages appended as they are sent. */
export const WithThread: Story = {
  render: function Render(args) {
    const [messages, setMessages] = useState<ThreadMessage[]>([
      { id: 1, text: 'Is my order on its way?', direction: 'incoming', senderName: 'Ada' },
    ]);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: 360 }}>
        <MessageThread aria-label="Conversation with Ada" messages={messages} />
        <Composer
          {...args}
          onSend={(text) => {
            args.onSend(text);
            setMessages((list) => [...list, { id: list.length + 1, text, direction: 'outgoing' }]);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Yes, until March.{Enter}');
    await expect(canvas.getByRole('log')).toHaveTextContent('Yes, until March.');
  },
};
