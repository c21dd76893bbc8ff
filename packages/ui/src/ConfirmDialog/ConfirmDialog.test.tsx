import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      title="Delete this product?"
      tone="danger"
      confirmLabel="Delete"
      isOpen={open}
      onOpenChange={setOpen}
      onConfirm={() => {}}
      {...props}
    >
      It moves to Archived.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title, with focus on Cancel', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('It moves to Archived.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('closes on Cancel and on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    unmount();
    render(<Harness onConfirm={onConfirm} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms by keyboard and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and busy while the confirm promise runs, then closes', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: /^Delete/ });
    expect(busy).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the confirm promise rejects', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject(new Error('nope'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-pending'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Harness />);
    expect(await axeViolations()).toEqual([]);
  });
});
