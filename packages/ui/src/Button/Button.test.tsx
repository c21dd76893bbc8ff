import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LogoutIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { Button, buttonVariants } from './Button';

describe('Button', () => {
  it('is a button named by its label, pressed by mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Send OTP</Button>);
    const button = screen.getByRole('button', { name: 'Send OTP' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('marks keyboard focus and presses with data attributes', async () => {
    const user = userEvent.setup();
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('[Space>]');
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.keyboard('[/Space]');
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a spinner while pending, keeps focus and ignores presses', async () => {
    const onPress = vi.fn();
    function Pending() {
      const [pending, setPending] = useState(false);
      return (
        <Button
          isPending={pending}
          pendingLabel="Sending"
          onPress={() => {
            onPress();
            setPending(true);
          }}
        >
          Send OTP
        </Button>
      );
    }
    const user = userEvent.setup();
    render(<Pending />);
    const button = screen.getByRole('button', { name: 'Send OTP' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('leaves no announcement pointing at it when it unmounts while pending', async () => {
    const user = userEvent.setup();
    function Step() {
      const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
      if (state === 'sent') return <p>Code sent</p>;
      return (
        <Button isPending={state === 'sending'} onPress={() => setState('sending')}>
          Send OTP
        </Button>
      );
    }
    const { rerender } = render(<Step />);
    await user.tab();
    await user.keyboard('{Enter}');
    // RAC announced "pending" with a node that names the button by id.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).not.toBeNull());
    rerender(<p>Code sent</p>);
    expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('hides icons from assistive technology', () => {
    render(
      <Button>
        <LogoutIcon /> Logout
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Logout' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('has no axe violations in any variant', async () => {
    render(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button isPending>Pending</Button>
        <Button isDisabled>Disabled</Button>
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
