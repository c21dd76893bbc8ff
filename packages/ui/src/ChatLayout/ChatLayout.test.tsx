import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationList } from '../ConversationList';
import { axeViolations } from '../test/axe';
import { ChatLayout } from './ChatLayout';

/** jsdom has no layout: matchMedia answers as a desktop or as a phone would. */
function asScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const list = <ul aria-label="Conversations" />;

const chats = [
  { id: 'c1', name: 'Ada Lovelace' },
  { id: 'c2', name: 'Grace Hopper' },
];

/** A chat wired as the apps wire it: opening focuses the message box, Back the row left. */
function Chat() {
  const [openId, setOpenId] = useState<Key | null>(null);
  const [closedId, setClosedId] = useState<Key | null>(null);
  const open = chats.find((chat) => chat.id === openId);
  return (
    <ChatLayout
      list={
        <ConversationList
          conversations={chats}
          selectedId={openId}
          onSelect={(id) => {
            setClosedId(null);
            setOpenId(id);
          }}
          autoFocusId={closedId}
        />
      }
      openTitle={open?.name}
      onBack={() => {
        setClosedId(openId);
        setOpenId(null);
      }}
    >
      {open && <textarea aria-label="Message" ref={(box) => box?.focus()} />}
    </ChatLayout>
  );
}

describe('ChatLayout', () => {
  it('shows the list beside the empty text on a desktop until a conversation opens', () => {
    asScreen(true);
    const { rerender } = render(<ChatLayout list={list} />);
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByText('Select a chat to view messages')).toBeInTheDocument();

    rerender(
      <ChatLayout list={list} openTitle="Ada Lovelace" onBack={() => undefined}>
        <p>thread</p>
      </ChatLayout>,
    );
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ada Lovelace' })).toHaveTextContent('thread');
    // Both panes show, so there is nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).not.toBeInTheDocument();
  });

  it('shows one pane at a time on a phone, the conversation under a back button', async () => {
    asScreen(false);
    const onBack = vi.fn();
    const { rerender } = render(<ChatLayout list={list} onBack={onBack} />);
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByText('Select a chat to view messages')).not.toBeInTheDocument();

    rerender(
      <ChatLayout list={list} openTitle="Ada Lovelace" onBack={onBack}>
        <p>thread</p>
      </ChatLayout>,
    );
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('returns focus on a phone to the row of the conversation left with Back', async () => {
    asScreen(false);
    const user = userEvent.setup();
    render(<Chat />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    // Focus is on the message box; Shift+Tab goes back up to the back button.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    const row = screen.getByRole('option', { name: /^Grace Hopper/ });
    expect(row).toHaveFocus();
    expect(row).toHaveAttribute('data-focus-visible', 'true');
    // Closed, so not selected: the arrows and Enter go on from here.
    expect(row).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('keeps both panes and focus where they are on a desktop', async () => {
    asScreen(true);
    const user = userEvent.setup();
    render(<Chat />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(screen.getByRole('option', { name: /^Grace Hopper/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).not.toBeInTheDocument();
  });

  it('shows its notice above the panes and has no axe violations', async () => {
    asScreen(true);
    const { container } = render(
      <ChatLayout list={list} notice={<p role="status">Reconnecting</p>} openTitle="Ada" headingLevel={3}>
        <p>thread</p>
      </ChatLayout>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting');
    expect(screen.getByRole('heading', { name: 'Ada', level: 3 })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
