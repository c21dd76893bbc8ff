import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in the chosen element', () => {
    render(
      <Stack as="nav" aria-label="Product website" direction="horizontal" wrap>
        <a href="/privacy">Privacy</a>
        <a href="/terms">Terms</a>
      </Stack>,
    );
    const nav = screen.getByRole('navigation', { name: 'Product website' });
    expect(nav.children).toHaveLength(2);
  });

  it('is a plain div by default', () => {
    const { container } = render(<Stack>text</Stack>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('has no axe violations', async () => {
    render(
      <Stack as="ul" gap="sm">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
