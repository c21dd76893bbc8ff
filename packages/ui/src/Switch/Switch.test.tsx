import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Chat Access</Switch>);
    const control = screen.getByRole('switch', { name: 'Chat Access' });
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Chat Access'));
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('marks state and keyboard focus on the row', async () => {
    const user = userEvent.setup();
    render(<Switch defaultSelected>Active</Switch>);
    await user.tab();
    const row = screen.getByRole('switch').closest('label');
    expect(row).toHaveAttribute('data-selected', 'true');
    expect(row).toHaveAttribute('data-focus-visible', 'true');
  });

  it('is described by its description', () => {
    render(<Switch description="Team can answer chats">Chat Access</Switch>);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Team can answer chats');
  });

  it('ignores input when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Active</Switch>);
    await user.click(screen.getByText('Active'));
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <Switch>Chat Access</Switch>
        <Switch defaultSelected description="Inactive staff cannot sign in">
          Active
        </Switch>
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
