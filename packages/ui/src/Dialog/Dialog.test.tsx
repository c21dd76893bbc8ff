import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { axeViolations } from '../test/axe';
import { Dialog, DialogTrigger } from './Dialog';

function StoreDialog(props: {
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  onCancel?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Choose store</Button>
      <Dialog
        {...props}
        title="Select Store & Counter"
        description="Where are you working today?"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button
              onPress={() => {
                props.onCancel?.();
                close();
              }}
            >
              Cancel
            </Button>
            <Button variant="primary">Continue</Button>
          </>
        )}
      >
        <TextField label="Store" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<StoreDialog />);
    await user.click(screen.getByRole('button', { name: 'Choose store' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Store & Counter' });
    expect(dialog).toHaveAccessibleDescription('Where are you working today?');
    expect(screen.getByRole('heading', { name: 'Select Store & Counter' })).toBeInTheDocument();
    // The page behind is hidden from assistive technology while the modal is open.
    expect(screen.queryByRole('button', { name: 'Choose store' })).not.toBeInTheDocument();
  });

  it('moves focus inside, traps Tab, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<StoreDialog />);
    const opener = screen.getByRole('button', { name: 'Choose store' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('ignores Escape when keyboard dismissal is disabled', async () => {
    const user = userEvent.setup();
    render(<StoreDialog isKeyboardDismissDisabled />);
    await user.click(screen.getByRole('button', { name: 'Choose store' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes from a footer action that receives close()', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<StoreDialog onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Choose store' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a close button only when dismissable', async () => {
    const user = userEvent.setup();
    render(<StoreDialog isDismissable />);
    await user.click(screen.getByRole('button', { name: 'Choose store' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works uncontrolled inside a DialogTrigger', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Details</Button>
        <Dialog title="Sale" isDismissable>
          Ten percent off
        </Dialog>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Sale' })).toHaveTextContent('Ten percent off');
  });

  it('lets the keyboard reach a body taller than the dialog, and only then', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: a body 200px high whose content is `height` high.
    let height = 100;
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
    const { rerender } = render(
      <Dialog title="Details" isOpen footer={<Button>Close</Button>}>
        <p>Short</p>
      </Dialog>,
    );
    const body = screen.getByText('Short').parentElement as HTMLElement;
    expect(body).not.toHaveAttribute('tabindex');

    height = 900;
    rerender(
      <Dialog title="Details" isOpen footer={<Button>Close</Button>}>
        <p>Long</p>
      </Dialog>,
    );
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await user.tab();
    expect(body).toHaveFocus();
    vi.restoreAllMocks();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    render(<StoreDialog isDismissable />);
    await user.click(screen.getByRole('button', { name: 'Choose store' }));
    expect(await axeViolations()).toEqual([]);
  });
});
