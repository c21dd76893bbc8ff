import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { Drawer, type DrawerProps } from './Drawer';

function Harness(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Store details</Button>
      <Drawer
        title="Store Details"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => <Button onPress={close}>Done</Button>}
        {...props}
      >
        <p>Main Street</p>
        <Button>Edit</Button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title, hiding the page behind', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Store details' }));
    const dialog = screen.getByRole('dialog', { name: 'Store Details' });
    expect(dialog).toHaveTextContent('Main Street');
    expect(screen.queryByRole('button', { name: 'Store details' })).not.toBeInTheDocument();
  });

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Store details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the close button and from a footer action', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Store details' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Store details' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can keep its title for screen readers only and slide from the start', async () => {
    const user = userEvent.setup();
    render(<Harness title="Navigation" hideTitle placement="start" />);
    await user.click(screen.getByRole('button', { name: 'Store details' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(document.querySelector('[data-placement="start"]')).not.toBeNull();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Store details' }));
    expect(await axeViolations()).toEqual([]);
  });
});
