import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with the failure text', () => {
    render(<ErrorState title="Failed to fetch stats." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch stats.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Failed to load staff data" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a busy retry button', () => {
    render(<ErrorState title="Failed" onRetry={() => {}} isRetrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-pending', 'true');
  });

  it('has no axe violations', async () => {
    render(
      <ErrorState
        title="Failed to load devices data"
        description="Check your connection."
        onRetry={() => {}}
      />,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
