import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ConversationList, unreadBadgeText, type Conversation } from './ConversationList';

const chats: Conversation[] = [
  { id: 'c1', name: 'Ada Lovelace', unreadCount: 3, preview: 'Is my card still valid?' },
  { id: 'c2', name: 'Grace Hopper', unreadCount: 0, preview: 'Thanks!' },
  { id: 'c3', name: 'Alan Turing', unreadCount: 120 },
];

describe('ConversationList', () => {
  it('is a named listbox of options named by all they show plus the unread count', () => {
    render(<ConversationList conversations={chats} />);
    const list = screen.getByRole('listbox', { name: 'Conversations' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(
      within(list).getByRole('option', { name: 'Ada Lovelace Is my card still valid? 3 unread' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Grace Hopper Thanks!' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Alan Turing 120 unread' })).toBeInTheDocument();
  });

  it('shows unread badges, capped at 99+', () => {
    render(<ConversationList conversations={chats} />);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(unreadBadgeText(99)).toBe('99');
  });

  it('opens a conversation with arrows and Enter, and by click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    function Harness() {
      const [id, setId] = useState<Key | null>(null);
      return (
        <ConversationList
          conversations={chats}
          selectedId={id}
          onSelect={(next) => {
            onSelect(next);
            setId(next);
          }}
        />
      );
    }
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('option', { name: /^Ada Lovelace/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('c2');
    expect(screen.getByRole('option', { name: /^Grace Hopper/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('Alan Turing'));
    expect(onSelect).toHaveBeenLastCalledWith('c3');
    await user.click(screen.getByText('Alan Turing'));
    expect(screen.getByRole('option', { name: /^Alan Turing/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds a name by typing', async () => {
    const user = userEvent.setup();
    render(<ConversationList conversations={chats} />);
    await user.tab();
    await user.keyboard('al');
    expect(screen.getByRole('option', { name: /^Alan Turing/ })).toHaveFocus();
  });

  it('focuses the row of autoFocusId when it appears, and moves nothing later', () => {
    const { rerender } = render(<ConversationList conversations={chats} autoFocusId="c2" />);
    const grace = screen.getByRole('option', { name: /^Grace Hopper/ });
    expect(grace).toHaveFocus();
    expect(grace).toHaveAttribute('aria-selected', 'false');
    rerender(<ConversationList conversations={chats} autoFocusId="c3" />);
    expect(grace).toHaveFocus();
  });

  it('says when there are no conversations', () => {
    render(<ConversationList conversations={[]} emptyText="No chats yet" />);
    expect(screen.getByText('No chats yet')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<ConversationList conversations={chats} selectedId="c1" />);
    expect(await axeViolations()).toEqual([]);
  });
});
