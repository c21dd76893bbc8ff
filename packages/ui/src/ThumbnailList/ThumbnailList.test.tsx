import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ThumbnailList, type Thumbnail } from './ThumbnailList';

const items: Thumbnail[] = [
  { id: 'a', src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', title: 'Latte art' },
  { id: 'b', src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', title: 'Croissant tray' },
];

function Removable() {
  const [chosen, setChosen] = useState(items);
  return (
    <ThumbnailList
      aria-label="Selected images"
      items={chosen}
      onRemove={(id) => setChosen((c) => c.filter((i) => i.id !== id))}
    />
  );
}

describe('ThumbnailList', () => {
  it('is a named list of titled pictures, each with its own remove button', () => {
    const onRemove = vi.fn();
    render(<ThumbnailList aria-label="Selected images" items={items} onRemove={onRemove} />);
    const list = screen.getByRole('list', { name: 'Selected images' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Latte art' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Croissant tray' })).toBeInTheDocument();
  });

  it('removes by keyboard and moves focus to the next remove button', async () => {
    const user = userEvent.setup();
    render(<Removable />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Latte art' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Croissant tray' })).toHaveFocus());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('has no remove buttons without onRemove, and says when it is empty', () => {
    const { rerender } = render(<ThumbnailList aria-label="Selected images" items={items} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ThumbnailList aria-label="Selected images" items={[]} emptyText="Nothing chosen" />);
    expect(screen.getByText('Nothing chosen')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<ThumbnailList aria-label="Selected images" items={items} onRemove={() => {}} />);
    expect(await axeViolations()).toEqual([]);
  });
});
