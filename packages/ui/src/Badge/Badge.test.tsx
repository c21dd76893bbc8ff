import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('shows its text and marks its tone', () => {
    render(<Badge tone="success">Published</Badge>);
    expect(screen.getByText('Published')).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  });

  it('becomes a named image when given an aria-label, so the name is read', () => {
    render(
      <Badge tone="accent" solid aria-label="3 unread messages">
        3
      </Badge>,
    );
    expect(screen.getByRole('img', { name: '3 unread messages' })).toHaveTextContent('3');
  });

  it('has no axe violations', async () => {
    render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Badge solid tone="accent" aria-label="2 unread">
          2
        </Badge>
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
