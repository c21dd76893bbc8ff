import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('reflects state in data attributes on the clickable row', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Remember me</Checkbox>);
    await user.tab();
    const row = screen.getByText('Remember me').closest('label');
    expect(row).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard(' ');
    expect(row).toHaveAttribute('data-selected', 'true');
  });

  it('works controlled, for a required confirmation that enables a button', async () => {
    const user = userEvent.setup();
    function Confirm() {
      const [confirmed, setConfirmed] = useState(false);
      return (
        <>
          <Checkbox isRequired isSelected={confirmed} onChange={setConfirmed}>
            I confirm that the payment was received.
          </Checkbox>
          <button type="button" disabled={!confirmed}>
            Send
          </button>
        </>
      );
    }
    render(<Confirm />);
    const box = screen.getByRole('checkbox', { name: /payment was received/ });
    expect(box).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows its error while invalid and can be disabled', () => {
    render(
      <>
        <Checkbox isInvalid errorMessage="Please confirm">
          Confirm
        </Checkbox>
        <Checkbox isDisabled>Off</Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Confirm' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please confirm');
    expect(screen.getByRole('checkbox', { name: 'Off' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <Checkbox description="Shown on receipts">Print receipt</Checkbox>
        <Checkbox isIndeterminate>Some stores</Checkbox>
        <Checkbox isInvalid errorMessage="Required">
          Confirm
        </Checkbox>
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
