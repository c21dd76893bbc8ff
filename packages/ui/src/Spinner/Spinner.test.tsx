import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Loading stores" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading stores' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it("is named 'Loading' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('covers the page with a visible label in its full-page form', () => {
    render(<Spinner fullPage label="Starting Countertop" />);
    const bar = screen.getByRole('progressbar', { name: 'Starting Countertop' });
    expect(bar).toHaveAttribute('data-full-page', 'true');
    expect(bar).toHaveTextContent('Starting Countertop');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <Spinner />
        <Spinner fullPage />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
