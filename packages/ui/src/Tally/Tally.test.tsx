import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tally } from './Tally';

describe('Tally', () => {
  it('draws max marks, value of them filled, and says the count in words', () => {
    const { container } = render(<Tally value={6} max={9} label="6 of 9 stamps" />);
    expect(screen.getByText('6 of 9 stamps')).toBeVisible();
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(9);
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(6);
  });

  it('never fills more marks than there are', () => {
    const { container } = render(<Tally value={12} max={9} label="12 stamps" />);
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(9);
  });

  it('has no axe violations', async () => {
    render(<Tally value={3} max={10} label="3 of 10 stamps" />);
    expect(await axeViolations()).toEqual([]);
  });
});
