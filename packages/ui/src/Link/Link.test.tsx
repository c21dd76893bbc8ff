import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its href', () => {
    render(<Link href="/register">Register your business</Link>);
    expect(screen.getByRole('link', { name: 'Register your business' })).toHaveAttribute('href', '/register');
  });

  it('navigates through the RAC router on click and Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/register">Register your business</Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link'));
    expect(navigate).toHaveBeenLastCalledWith('/register', undefined);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('marks keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Link href="/">Home</Link>);
    await user.tab();
    expect(screen.getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('has no axe violations', async () => {
    render(
      <p>
        Read our <Link href="/privacy">privacy policy</Link> and{' '}
        <Link variant="muted" href="/faq">
          FAQ
        </Link>
        .
      </p>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
