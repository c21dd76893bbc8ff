import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { MessageThread, type ThreadMessage } from './MessageThread';

const messages: ThreadMessage[] = [
  {
    id: 'm1',
    text: 'Is my order on its way?',
    direction: 'incoming',
    senderName: 'Ada',
    sentAt: '2030-01-15T09:30:00Z',
  },
  { id: 'm2', text: 'Yes, until March.\nSee you soon!', direction: 'outgoing', sentAt: 1894526400000 },
];

describe('MessageThread', () => {
  it('is a named log of messages, each saying who wrote it', () => {
    render(<MessageThread aria-label="Conversation with Ada" messages={messages} />);
    const log = screen.getByRole('log', { name: 'Conversation with Ada' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Ada: Is my order on its way\?/);
    expect(items[1]).toHaveTextContent(/^You: Yes, until March/);
    expect(items[0]).toHaveAttribute('data-direction', 'incoming');
    expect(items[1]).toHaveAttribute('data-direction', 'outgoing');
  });

  it("shows a colleague's reply with their name, apart from the user's own (issue 23 item 8)", () => {
    render(
      <MessageThread
        messages={[
          ...messages,
          {
            id: 'm3',
            text: 'Both stores.',
            direction: 'outgoing',
            senderName: 'Sam Lee',
            fromTeammate: true,
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(/^Sam Lee: Both stores\.$/);
    expect(screen.getByText('Sam Lee')).toBeVisible();
    expect(items[2]).toHaveAttribute('data-teammate');
    expect(items[1]).not.toHaveAttribute('data-teammate');
  });

  it('never renders message text as HTML', () => {
    const evil = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = render(
      <MessageThread messages={[{ id: 'x', text: evil, direction: 'incoming' }]} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(evil)).toBeInTheDocument();
  });

  it('keeps line breaks and shows the time in a <time> element', () => {
    render(<MessageThread messages={messages} formatTime={(d) => d.toISOString().slice(0, 10)} />);
    expect(screen.getByText(/Yes, until March/).textContent).toBe('Yes, until March.\nSee you soon!');
    const time = screen.getByText('2030-01-15');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2030-01-15T09:30:00.000Z');
  });

  it('is focusable so the history scrolls by keyboard', () => {
    render(<MessageThread messages={messages} />);
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveAttribute('tabindex', '0');
  });

  it('says when there are no messages', () => {
    render(<MessageThread messages={[]} emptyText="Say hello" />);
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('Say hello')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<MessageThread aria-label="Conversation with Ada" messages={messages} />);
    expect(await axeViolations()).toEqual([]);
  });
});
