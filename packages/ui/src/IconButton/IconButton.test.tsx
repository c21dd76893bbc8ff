import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertIcon, CameraIcon, ChatIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, pressed by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <IconButton label="Scan a QR code" onPress={onPress}>
        <CameraIcon />
      </IconButton>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Scan a QR code' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its label in a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <IconButton label="Scan a QR code">
        <CameraIcon />
      </IconButton>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Scan a QR code');
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no tooltip when turned off', async () => {
    const user = userEvent.setup();
    render(
      <IconButton label="Close" tooltip={false}>
        <CameraIcon />
      </IconButton>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps its name while pending, and announces progress', () => {
    render(
      <IconButton label="Refresh" isPending pendingLabel="Refreshing">
        <CameraIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: /Refresh/ });
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('progressbar', { name: 'Refreshing' })).toBeInTheDocument();
  });

  it('shows a count on the icon and nothing at 0, leaving the name to its label', () => {
    const { rerender } = render(
      <IconButton label="Alerts, 3 new" count={3}>
        <AlertIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Alerts, 3 new' });
    expect(button.querySelector('[data-count]')).toHaveTextContent('3');
    expect(button.querySelector('[data-count]')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <IconButton label="Alerts, 120 new" count={120}>
        <AlertIcon />
      </IconButton>,
    );
    expect(button.querySelector('[data-count]')).toHaveTextContent('120');
    rerender(
      <IconButton label="Alerts" count={0}>
        <AlertIcon />
      </IconButton>,
    );
    expect(button.querySelector('[data-count]')).toBeNull();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <IconButton label="Chat, unread messages" indicator>
          <ChatIcon />
        </IconButton>
        <IconButton label="Alerts, 3 new" count={3}>
          <AlertIcon />
        </IconButton>
        <IconButton label="Scan" variant="secondary" isDisabled>
          <CameraIcon />
        </IconButton>
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
