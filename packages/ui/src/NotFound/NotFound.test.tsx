import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { NotFound } from './NotFound';

const props = {
  title: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved.",
  linkLabel: 'Go back home',
  href: '/',
};

describe('NotFound', () => {
  it('shows the heading, the text and a link home', () => {
    render(<NotFound {...props} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(props.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('navigates home through the router by keyboard', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <NotFound {...props} />
      </RouterProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('has no axe violations', async () => {
    render(<NotFound {...props} />);
    expect(await axeViolations()).toEqual([]);
  });
});
