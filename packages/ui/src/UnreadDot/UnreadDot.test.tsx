import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { UnreadDot } from './UnreadDot';

describe('UnreadDot', () => {
  it('joins the name of the control that holds it', () => {
    render(
      <button type="button">
        Chat <UnreadDot label="New messages" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Chat New messages');
  });

  it('says Unread by default', () => {
    render(<UnreadDot />);
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<UnreadDot />);
    expect(await axeViolations()).toEqual([]);
  });
});
