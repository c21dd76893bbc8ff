import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
