import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { Notice, noticeTones } from './Notice';

describe('Notice', () => {
  it('shows its title and message, with no role unless one is asked for', () => {
    const { container } = render(<Notice title="Free plan">Upgrade to access more features.</Notice>);
    expect(container).toHaveTextContent('Free planUpgrade to access more features.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is an alert or a status when asked, so a refusal or a warning is announced', () => {
    render(
      <>
        <Notice tone="danger" role="alert">
          Refused
        </Notice>
        <Notice tone="warning" role="status">
          Careful
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getByRole('status')).toHaveTextContent('Careful');
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'danger');
  });

  it('puts its action in the tab order', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Notice action={<Button onPress={onPress}>Upgrade</Button>}>On the free plan.</Notice>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in any tone', async () => {
    render(
      <>
        {noticeTones.map((tone) => (
          <Notice key={tone} tone={tone} title={tone} action={<Button>Act</Button>}>
            Message
          </Notice>
        ))}
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
