import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { sampleImages } from '../test/sampleImages';
import { ImageViewer } from './ImageViewer';

const images = sampleImages.slice(0, 3);

function Harness({ onIndexChange }: { onIndexChange?: (i: number) => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Button onPress={() => setOpen(1)}>Open Flat white</Button>
      <ImageViewer
        images={images}
        isOpen={open !== null}
        index={open ?? 0}
        onIndexChange={(i) => {
          onIndexChange?.(i);
          setOpen(i);
        }}
        onOpenChange={(o) => !o && setOpen(null)}
      />
    </>
  );
}

describe('ImageViewer', () => {
  it('is a modal dialog named by the image title, showing n of m', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Flat white' }));
    expect(screen.getByRole('dialog', { name: 'Flat white' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A flat white' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('pages with the buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Harness onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Open Flat white' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Croissants' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([2, 0, 2]);
  });

  it('closes with Escape and the close button, returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open Flat white' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Flat white' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('has no paging buttons for a single image', () => {
    render(<ImageViewer images={images.slice(0, 1)} isOpen onOpenChange={() => {}} />);
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    render(<ImageViewer images={images} isOpen onOpenChange={() => {}} />);
    expect(await axeViolations()).toEqual([]);
  });
});
