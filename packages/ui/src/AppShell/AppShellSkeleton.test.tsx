import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { AppShellSkeleton } from './AppShellSkeleton';

describe('AppShellSkeleton', () => {
  it('is a banner with the wordmark and a busy main, with nothing to operate', async () => {
    const { container } = render(<AppShellSkeleton brand="Countertop" items={4} />);
    expect(screen.getByRole('banner')).toHaveTextContent('Countertop');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    // The sidebar's copy of the wordmark and its placeholders are hidden from assistive technology.
    expect(screen.getAllByText('Countertop')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelectorAll('button, a, input')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });
});
